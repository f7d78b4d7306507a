import { SignMessageFailedError } from '../errors/account.ts'
import { PorticoError } from '../errors/base.ts'
import { NoActiveCaipAddressError, type SiwxNotEnabledError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'
import { formatSiwxMessage } from '../siwx/formatSiwxMessage.ts'
import { requireSiwxOption, resolveSiwxConfig } from '../siwx/resolveSiwxConfig.ts'
import type { SiwxSession } from '../siwx/types.ts'

export type SignInReturnType = SiwxSession

export type SignInErrorType = SiwxNotEnabledError | NoActiveCaipAddressError | SignMessageFailedError

/**
 * Signs the active account in with its wallet (SIWX): a fresh message from the sessions backend, the
 * wallet's signature, and the session stored by the backend. Tracks SIWX_AUTH_SUCCESS or
 * SIWX_AUTH_ERROR; any failure (declined in the wallet, refused by the server) is 'Error signing message'.
 *
 * @example
 * import { signIn } from '@portico/core'
 * const session = await signIn(portico)
 * console.log(session.data.accountAddress, session.signature)
 */
export async function signIn(portico: Portico): Promise<SignInReturnType> {
  requireSiwxOption(portico)
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  const network = portico.networks.store.getState().caipNetwork
  const adapter = active ? portico.connections.adapterFor(active.namespace) : undefined
  if (!active || !address || !adapter || network?.chainNamespace !== active.namespace) {
    throw new NoActiveCaipAddressError()
  }
  const caipAddress = `${network.caipNetworkId}:${address}`
  const properties = { network: network.caipNetworkId, isSmartAccount: false }
  portico.siwx.setStatus('signing')
  try {
    const config = await resolveSiwxConfig(portico)
    const data = await config.createMessage({ accountAddress: address, chainId: network.caipNetworkId })
    const message = formatSiwxMessage(data)
    const signature = await adapter.signMessage({ connectorId: active.connectorId, address, message })
    const session: SiwxSession = { data, message, signature }
    await config.addSession(session)
    portico.siwx.setSession(caipAddress, session)
    portico.siwx.setStatus('idle')
    void portico.track('SIWX_AUTH_SUCCESS', properties)
    return session
  } catch (error) {
    const failure = new SignMessageFailedError({
      cause: error,
      details: error instanceof PorticoError ? (error.details ?? error.shortMessage) : undefined,
    })
    portico.siwx.setStatus('error', failure.shortMessage)
    void portico.track('SIWX_AUTH_ERROR', properties)
    throw failure
  }
}
