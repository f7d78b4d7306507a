/**
 * Keys the EVM adapter keeps in the instance storage (SPEC §3 local cache keys: connections and the
 * active network). wagmi's own records live under the `wagmi` prefix.
 */
export const EVM_CACHE_KEYS = {
  connections: 'portico:eip155:connections',
  activeConnectorId: 'portico:eip155:activeConnectorId',
  activeNetwork: 'portico:eip155:activeNetwork',
  wagmi: 'portico:eip155:wagmi',
} as const
