import type { SiwxRequestFields } from '../adapters/types.ts'
import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import type { Portico } from '../instance/createPortico.ts'
import { resolveSiwxConfig } from './resolveSiwxConfig.ts'
import type { SiwxSession } from './types.ts'

/** The message fields of a sign-in made while connecting, or undefined when sign-in is off. */
export async function createSignInRequest(portico: Portico): Promise<SiwxRequestFields | undefined> {
  const option = portico.optionsStore.getState().options.siwx
  const network = portico.options.networks[0]
  if (!option || !network) return undefined
  const config = await resolveSiwxConfig(portico)
  const {
    accountAddress: _,
    chainId: __,
    ...fields
  } = await config.createMessage({
    accountAddress: '',
    chainId: network.caipNetworkId,
  })
  return fields
}

/** Stores a session the wallet signed while connecting and tracks SIWX_AUTH_SUCCESS (or _ERROR). */
export async function addSignedSession(portico: Portico, session: SiwxSession): Promise<void> {
  const properties = { network: session.data.chainId, isSmartAccount: false }
  try {
    const config = await resolveSiwxConfig(portico)
    await config.addSession(session)
    const chainId = toCaipNetworkId(session.data.chainId)
    portico.siwx.setSession(`${chainId}:${session.data.accountAddress}`, session)
    void portico.track('SIWX_AUTH_SUCCESS', properties)
  } catch (error) {
    void portico.track('SIWX_AUTH_ERROR', properties)
    throw error
  }
}
