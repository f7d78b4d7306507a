import { readCookie } from '../storage/cookieStorage.ts'
import { CONNECTIONS_CACHE_KEY, type ConnectionsState, parseConnectionsState } from '../stores/connections.ts'

/** The connections a server render starts from; pass it to `<PorticoProvider initialState>`. */
export type PorticoInitialState = ConnectionsState

/**
 * Reads the persisted connections from a request's `Cookie` header (the instance must use
 * `cookieStorage`), so the server renders the visitor's connected state and the browser hydrates
 * it without a mismatch. Undefined when the visitor has no connection.
 *
 * @example
 * import { cookieToInitialState } from '@portico/core'
 * const initialState = cookieToInitialState(request.headers.get('cookie'))
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  return parseConnectionsState(readCookie(cookieHeader, CONNECTIONS_CACHE_KEY))
}
