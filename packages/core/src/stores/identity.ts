import type { getIdentity, Identity } from '../api/blockchain.ts'
import type { ApiClient } from '../api/http.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { PorticoStorageSchema } from '../storage/items.ts'
import type { AccountController } from './account.ts'

/** Local cache key of resolved identities (docs/rules/entities.md Local cache keys: identity). */
export const IDENTITY_CACHE_KEY = 'portico:identity'

export type IdentityController = {
  /** Resolves the EVM account's name and avatar (docs/rules/entities.md Identity) into the account state. */
  refresh(): Promise<void>
  /** Follows the account: resolves each new EVM address once it is connected. Returns the unsubscribe. */
  follow(): () => void
}

const readCache = (storage: Storage<PorticoStorageSchema>) => storage.getItem('identity') ?? {}

/** Stores an address's identity in the local cache, so a reload shows it before the API answers. */
export function rememberIdentity(
  storage: Storage<PorticoStorageSchema>,
  address: string,
  identity: Identity,
): void {
  storage.setItem('identity', { ...readCache(storage), [address.toLowerCase()]: identity })
}

/**
 * The connected account's identity from GET /v1/identity/{address} (docs/rules/api.md), cached locally so a
 * reload shows the name at once. A failed lookup leaves the shortened address in place. The lookup's
 * code loads with the first connected account.
 */
export function createIdentityController(parameters: {
  api: ApiClient
  account: AccountController
  storage: Storage<PorticoStorageSchema>
  /** Loads the identity request (the instance's deferred chunk) with the first connected account. */
  load: () => Promise<{ getIdentity: typeof getIdentity }>
}): IdentityController {
  const { api, account, storage } = parameters

  function apply(address: string, identity: Identity) {
    if (account.store.getState().address !== address) return
    account.setProfile({ name: identity.name ?? undefined, image: identity.avatar ?? undefined })
  }

  async function refresh() {
    const { address, namespace, status } = account.store.getState()
    if (!address || namespace !== 'eip155' || status !== 'connected') return
    const key = address.toLowerCase()
    const cached = readCache(storage)[key]
    if (cached) apply(address, cached)
    try {
      const { getIdentity } = await parameters.load()
      const identity = await getIdentity(api, { address, sender: address })
      apply(address, identity)
      rememberIdentity(storage, address, identity)
    } catch {
      // The header falls back to the shortened address.
    }
  }

  return {
    refresh,
    follow() {
      return account.store.subscribe((state, previous) => {
        if (
          state.status === 'connected' &&
          (state.address !== previous.address || previous.status !== 'connected')
        ) {
          void refresh()
        }
      })
    },
  }
}
