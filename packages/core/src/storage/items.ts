import type { Identity } from '../api/blockchain.ts'
import type { ConnectionsState } from '../stores/connections.ts'
import type { Wallet } from '../wallets/types.ts'
import type { StorageItem } from './createStorage.ts'

/** A sign-in session token the server sign-in config keeps (docs/architecture.md, sign-in path). */
export type StoredSiwxToken = { token: string; id: string; signature: string; expiresAt?: string | undefined }

/** Every item an instance persists, by name; each is stored under `portico:<name>`. */
export type PorticoStorageSchema = {
  /** The adapters' live connections (`reconnect` and `cookieToInitialState` read them). */
  connections: ConnectionsState
  /** Wallet or connector ids used before, most recent first. */
  recent: string[]
  /** The directory records of the recent wallets reached through WalletConnect. */
  'recent-wallets': Wallet[]
  /** Resolved identities by lowercase address. */
  identity: Record<string, Identity>
  /** Addresses whose email the visitor has given in this browser. */
  'email-captured': string[]
  /** The server sign-in config's session tokens, by `chainId:address`. */
  'siwx-tokens': Record<string, StoredSiwxToken>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : undefined

const records = <record>(value: unknown): Record<string, record> | undefined =>
  isRecord(value) ? (value as Record<string, record>) : undefined

/** Version 0 is each item's bare JSON of before versions: the same shape, so it reads as is. */
const fromBare = (persisted: unknown) => persisted as never

/** Reads a connections record; anything malformed reads as nothing. */
export function parseConnections(value: unknown): ConnectionsState | undefined {
  if (!isRecord(value) || !isRecord(value.byNamespace)) return undefined
  return {
    byNamespace: value.byNamespace as ConnectionsState['byNamespace'],
    activeNamespace: value.activeNamespace as ConnectionsState['activeNamespace'],
  }
}

/** How each item is versioned, checked and trimmed; `createStorage({ storage, items: STORAGE_ITEMS })`. */
export const STORAGE_ITEMS = {
  connections: {
    version: 1,
    migrate: fromBare,
    parse: parseConnections,
    partialize: ({ activeNamespace, byNamespace }) => ({ activeNamespace, byNamespace }),
  },
  recent: { version: 1, migrate: fromBare, parse: strings },
  'recent-wallets': {
    version: 1,
    migrate: fromBare,
    parse: (value) =>
      Array.isArray(value) ? value.filter(isRecord).map((each) => each as Wallet) : undefined,
  },
  identity: { version: 1, migrate: fromBare, parse: records<Identity> },
  'email-captured': { version: 1, migrate: fromBare, parse: strings },
  'siwx-tokens': { version: 1, migrate: fromBare, parse: records<StoredSiwxToken> },
} satisfies { [name in keyof PorticoStorageSchema]: StorageItem<PorticoStorageSchema[name]> }
