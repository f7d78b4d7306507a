import type { PorticoInitialState } from '../instance/cookieToInitialState.ts'
import type { Portico } from '../instance/createPortico.ts'

export type HydrateParameters = { initialState: PorticoInitialState | undefined }

export type HydrateReturnType = void

/**
 * Starts an instance from a server-rendered state (see `cookieToInitialState`): the account shows as
 * connected at once, and `reconnect` then confirms it with the wallets (or clears it). Render the
 * same state on the server and in the browser's first render so hydration matches.
 *
 * @example
 * import { hydrate } from '@portico/core'
 * hydrate(portico, { initialState: cookieToInitialState(cookieHeader) })
 */
export function hydrate(portico: Portico, parameters: HydrateParameters): HydrateReturnType {
  if (parameters.initialState) portico.connections.hydrate(parameters.initialState)
}
