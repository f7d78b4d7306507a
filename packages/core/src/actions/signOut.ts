import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import type { SiwxNotEnabledError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'
import { resolveSiwxConfig } from '../siwx/resolveSiwxConfig.ts'

export type SignOutParameters = {
  /** The account to sign out, as a CAIP-10 address; default the active account on its network. */
  caipAddress?: string | undefined
}

export type SignOutReturnType = undefined

export type SignOutErrorType = SiwxNotEnabledError

/**
 * Revokes an account's sign-in session with the sessions backend and forgets it in the page.
 *
 * @example
 * import { signOut } from '@portico/core'
 * await signOut(portico)
 */
export async function signOut(
  portico: Portico,
  parameters: SignOutParameters = {},
): Promise<SignOutReturnType> {
  const caipAddress = parameters.caipAddress ?? portico.account.store.getState().caipAddress
  if (!caipAddress) return
  const config = await resolveSiwxConfig(portico)
  const [namespace, reference, ...rest] = caipAddress.split(':')
  const address = rest.join(':')
  try {
    await config.revokeSession({ chainId: toCaipNetworkId(`${namespace}:${reference}`), address })
  } finally {
    portico.siwx.setSession(caipAddress, undefined)
  }
}
