import type { Portico } from '../instance/createPortico.ts'
import { resolveSiwxConfig } from '../siwx/resolveSiwxConfig.ts'
import { openModal } from './openModal.ts'

export type RequestSignInReturnType = boolean

/**
 * Opens SIWXSignMessage when the active account has no sign-in session on its network: sessions known
 * in the page first, then the sessions backend. Does nothing when sign-in is off, nobody is connected
 * or the network is not one the dapp supports. Resolves whether the sign view opened.
 *
 * @example
 * import { requestSignIn } from '@portico/core'
 * const asked = await requestSignIn(portico)
 */
export async function requestSignIn(portico: Portico): Promise<RequestSignInReturnType> {
  const option = portico.optionsStore.getState().options.siwx
  const account = portico.account.store.getState()
  const network = portico.networks.store.getState().caipNetwork
  const supported = portico.options.networks.some(
    (candidate) => candidate.caipNetworkId === network?.caipNetworkId,
  )
  if (!option || account.status !== 'connected' || !account.address || !network || !supported) return false
  // The embedded wallet signs in only on EVM chains.
  const active = portico.connections.getActive()
  const connector = active ? portico.connectors.getConnector(active.connectorId) : undefined
  if (connector?.type === 'AUTH' && network.chainNamespace !== 'eip155') return false
  const caipAddress = `${network.caipNetworkId}:${account.address}`
  if (portico.siwx.getSession(caipAddress)) return false
  const config = await resolveSiwxConfig(portico)
  const [session] = await config
    .getSessions({ chainId: network.caipNetworkId, address: account.address })
    .catch(() => [])
  if (portico.account.store.getState().caipAddress !== account.caipAddress) return false
  if (session) {
    portico.siwx.setSession(caipAddress, session)
    return false
  }
  portico.siwx.setStatus('idle')
  openModal(portico, { view: 'SIWXSignMessage' })
  return true
}
