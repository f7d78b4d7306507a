import type { AdapterContext } from '@portico/core'
import type { AuthBridge } from './bridge/createAuthBridge.ts'

export type { AuthBridge } from './bridge/createAuthBridge.ts'
export type { AuthAddresses, AuthChain, AuthConnected, AuthSolanaContext, AuthUser } from './protocol.ts'

/** docs/rules/entities.md connector id of the embedded wallet (email, social and Farcaster login). */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** The account types of docs/rules/entities.md on eip155: the owner key itself, or a smart account it controls. */
export type AccountType = 'eoa' | 'smartAccount'

/** The adapters' `auth` option: where the vault app of the dapp's Portico server is served. */
export type AuthOption = {
  /** The secure origin, e.g. `http://127.0.0.1:8788` (the server's vault listener). */
  vaultUrl: string
  /**
   * The ERC-4337 account factory (the same address on every chain, EntryPoint v0.7) whose accounts the
   * wallet's key controls. With it, the wallet is a smart account on the networks the server has a
   * bundler for (`GET /v1/bundler/networks`), gas sponsored by the bundler's paymaster; without it,
   * always the key's own address.
   */
  smartAccountFactory?: `0x${string}` | undefined
}

/** The preferred account type and whether the smart account is on chain yet. */
export type AuthAccountState = {
  preferredAccountType: AccountType
  /** Undefined while unknown or when the account is not a smart account on this network. */
  smartAccountDeployed: boolean | undefined
  /** The CAIP-2 networks where the wallet can be a smart account (the server has a bundler for them). */
  smartAccountNetworks: readonly string[]
}

/** The instance's one vault bridge, loaded (its own chunk) on the first use. */
export type AuthHandle = {
  readonly vaultUrl: string
  readonly smartAccountFactory: `0x${string}` | undefined
  /** The account type store: eip155 defaults to smartAccount; the choice persists in the page's storage. */
  readonly account: {
    get(): AuthAccountState
    set(next: Partial<AuthAccountState>): void
    subscribe(listener: (state: AuthAccountState) => void): () => void
  }
  load(): Promise<AuthBridge>
  /** The bridge once loaded, for synchronous reads like the signed-in user. */
  loaded(): AuthBridge | undefined
}

type Shared = <value>(key: string, create: () => value) => value
/** What the vault needs of the adapter's context: its shared values, and the theme and locale it follows. */
export type AuthContext = Pick<AdapterContext, 'shared' | 'theme' | 'locale'>
type Slot = { handle: AuthHandle | undefined }

const AUTH_SHARED_KEY = 'portico:auth'
const ACCOUNT_TYPE_KEY = 'portico:preferred-account-type'

function createAccountStore(): AuthHandle['account'] {
  let stored: string | null = null
  try {
    stored = globalThis.localStorage?.getItem(ACCOUNT_TYPE_KEY) ?? null
  } catch {
    stored = null
  }
  let state: AuthAccountState = {
    preferredAccountType: stored === 'eoa' ? 'eoa' : 'smartAccount',
    smartAccountDeployed: undefined,
    smartAccountNetworks: [],
  }
  const listeners = new Set<(state: AuthAccountState) => void>()
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next }
      if (next.preferredAccountType) {
        try {
          globalThis.localStorage?.setItem(ACCOUNT_TYPE_KEY, next.preferredAccountType)
        } catch {
          // Storage may be off (private mode): the choice then lasts for this page only.
        }
      }
      for (const listener of listeners) listener(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * Registers (once per instance) the vault behind the AUTH connector; every adapter with the `auth`
 * option calls it with its setup context, so EVM and Solana share one iframe and one login. Nothing
 * loads until `load()`; the bridge then keeps the vault's screens in the context's theme and locale.
 *
 * @example
 * const handle = registerAuth(context, { vaultUrl: 'http://127.0.0.1:8788' })
 * const bridge = await handle.load()
 */
export function registerAuth(context: AuthContext, option: AuthOption): AuthHandle {
  const slot = context.shared<Slot>(AUTH_SHARED_KEY, () => ({ handle: undefined }))
  if (!slot.handle) {
    let bridge: Promise<AuthBridge> | undefined
    let current: AuthBridge | undefined
    slot.handle = {
      vaultUrl: option.vaultUrl,
      smartAccountFactory: option.smartAccountFactory,
      account: createAccountStore(),
      loaded: () => current,
      load() {
        bridge ??= import('./bridge/createAuthBridge.ts').then(({ createAuthBridge }) => {
          current = createAuthBridge({
            vaultUrl: option.vaultUrl,
            display: { theme: context.theme, locale: context.locale },
          })
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
