import type { SiwxNotEnabledError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'
import { requireSiwxOption } from '../siwx/resolveSiwxConfig.ts'
import { disconnect } from './disconnect.ts'
import { switchNetwork } from './switchNetwork.ts'

export type CancelSignInReturnType = 'closed' | 'switched' | 'disconnected'

export type CancelSignInErrorType = SiwxNotEnabledError

/**
 * The visitor declines to sign in. When sign-in is not required the modal just closes. When it is,
 * the account goes back to the last network it has a session on, or is disconnected.
 *
 * @example
 * import { cancelSignIn } from '@portico/core'
 * await cancelSignIn(portico) // 'closed', 'switched' or 'disconnected'
 */
export async function cancelSignIn(portico: Portico): Promise<CancelSignInReturnType> {
  const option = requireSiwxOption(portico)
  portico.siwx.setStatus('idle')
  if (!option.required) {
    portico.modal.close()
    return 'closed'
  }
  const { address } = portico.account.store.getState()
  const previous = portico.siwx.store.getState().previousCaipAddress
  const network = previous
    ? portico.options.networks.find((candidate) => previous === `${candidate.caipNetworkId}:${address}`)
    : undefined
  if (network && portico.siwx.getSession(previous)) {
    try {
      await switchNetwork(portico, { caipNetwork: network })
      portico.modal.close()
      return 'switched'
    } catch {
      // A wallet that refuses the switch leaves the account where sign-in is required: disconnect.
    }
  }
  await disconnect(portico)
  return 'disconnected'
}
