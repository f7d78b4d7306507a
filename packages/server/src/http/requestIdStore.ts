import { AsyncLocalStorage } from 'node:async_hooks'

/** The id of the request whose work is running, across every await of its hooks and handler. */
export const requestIds = new AsyncLocalStorage<string>()
