import { SmartSessionError } from '../errors/smartSessions.ts'
import type { Portico } from '../instance/createPortico.ts'

export type CanGrantPermissionsReturnType =
  | { canGrant: true; reason?: undefined }
  | {
      canGrant: false
      /** Why not, as the visitor reads it: 'Sessions need the embedded wallet on a smart account'. */
      reason: SmartSessionError
    }

/**
 * Whether the active account can grant smart sessions (`grantPermissions`): the embedded wallet on a
 * network where its account is a smart account (`networks.smartAccountEnabledNetworks`, learned at
 * login). An external wallet, another namespace or another network cannot, and the reason says why,
 * so a dapp offers sessions only where they work instead of a request that fails.
 *
 * @example
 * import { canGrantPermissions } from '@portico/core'
 * const { canGrant, reason } = canGrantPermissions(portico)
 * button.disabled = !canGrant
 * hint.textContent = reason?.shortMessage ?? ''
 */
export function canGrantPermissions(portico: Portico): CanGrantPermissionsReturnType {
  const active = portico.connections.getActive()
  const { caipNetwork, smartAccountEnabledNetworks } = portico.networks.store.getState()
  const connector = active ? portico.connectors.getConnector(active.connectorId) : undefined
  const adapter = active ? portico.connections.adapterFor(active.namespace) : undefined
  const canGrant =
    active?.namespace === 'eip155' &&
    connector?.type === 'AUTH' &&
    caipNetwork?.chainNamespace === 'eip155' &&
    smartAccountEnabledNetworks.includes(caipNetwork.caipNetworkId) &&
    adapter?.grantPermissions !== undefined
  if (canGrant) return { canGrant: true }
  return {
    canGrant: false,
    reason: new SmartSessionError('NotSmartAccount', {
      details: !active
        ? 'No account is connected.'
        : connector?.type !== 'AUTH'
          ? `${connector?.name ?? active.connectorId} is not the embedded wallet.`
          : `The account is not a smart account on ${caipNetwork?.name ?? 'this network'}.`,
    }),
  }
}
