import type { Portico } from '../instance/createPortico.ts'
import { type GetAccountReturnType, getAccount } from './getAccount.ts'

export type WatchAccountParameters = {
  onChange(account: GetAccountReturnType, previous: GetAccountReturnType): void
}

export type WatchAccountReturnType = () => void

/**
 * Calls `onChange` whenever the active account changes. Returns the unsubscribe.
 *
 * @example
 * import { watchAccount } from '@portico/core'
 * const stop = watchAccount(portico, { onChange: (account) => console.log(account.address) })
 */
export function watchAccount(portico: Portico, parameters: WatchAccountParameters): WatchAccountReturnType {
  let previous = getAccount(portico)
  return portico.account.store.subscribe(() => {
    const account = getAccount(portico)
    if (account === previous) return
    const last = previous
    previous = account
    parameters.onChange(account, last)
  })
}
