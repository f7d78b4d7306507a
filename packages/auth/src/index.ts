import type { AuthBridge } from './bridge/createAuthBridge.ts'

export type { AuthBridge } from './bridge/createAuthBridge.ts'
export type { AuthAddresses, AuthChain, AuthConnected, AuthSolanaContext, AuthUser } from './protocol.ts'

/** SPEC §3 connector id of the embedded wallet (email, social and Farcaster login). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The adapters' `auth` option: where the vault app of the dapp's Portico server is served. */
export type AuthOption = {
  /** The secure origin, e.g. `http://127.0.0.1:8788` (the server's vault listener). */
  vaultUrl: string
}

/** The instance's one vault bridge, loaded (its own chunk) on the first use. */
export type AuthHandle = {
  readonly vaultUrl: string
  load(): Promise<AuthBridge>
  /** The bridge once loaded, for synchronous reads like the signed-in user. */
  loaded(): AuthBridge | undefined
}

type Shared = <value>(key: string, create: () => value) => value
type Slot = { handle: AuthHandle | undefined }

const AUTH_SHARED_KEY = 'portico:auth'

/**
 * Registers (once per instance) the vault behind the AUTH connector; every adapter with the `auth`
 * option calls it, so EVM and Solana share one iframe and one login. Nothing loads until `load()`.
 *
 * @example
 * const handle = registerAuth(context.shared, { vaultUrl: 'http://127.0.0.1:8788' })
 * const bridge = await handle.load()
 */
export function registerAuth(shared: Shared, option: AuthOption): AuthHandle {
  const slot = shared<Slot>(AUTH_SHARED_KEY, () => ({ handle: undefined }))
  if (!slot.handle) {
    let bridge: Promise<AuthBridge> | undefined
    let current: AuthBridge | undefined
    slot.handle = {
      vaultUrl: option.vaultUrl,
      loaded: () => current,
      load() {
        bridge ??= import('./bridge/createAuthBridge.ts').then(({ createAuthBridge }) => {
          current = createAuthBridge({ vaultUrl: option.vaultUrl })
          return current
        })
        bridge.catch(() => {
          bridge = undefined
        })
        return bridge
      },
    }
  }
  return slot.handle
}

/** The vault an adapter registered, if any (the email and social views use it). */
export function findAuth(shared: Shared): AuthHandle | undefined {
  return shared<Slot>(AUTH_SHARED_KEY, () => ({ handle: undefined })).handle
}
