import type { AdapterContext, CaipNetwork } from '@portico/core'
import { getWalletConnectSession, type WalletConnectSession } from '@portico/walletconnect/session'
import { createSessionProvider, type SessionProvider } from './createSessionProvider.ts'
import { oneClickSignIn } from './oneClickSignIn.ts'

export type GetWalletConnectFaceParameters = { context: AdapterContext; networks: readonly CaipNetwork[] }

export type GetWalletConnectFaceReturnType = { session: WalletConnectSession; provider: SessionProvider }

/**
 * The instance's WalletConnect session (created by whichever adapter asks first) and this adapter's
 * eip155 face on it, whose proposal joins the session's next connect. When eip155 is the session's only
 * namespace and sign-in is on, connecting signs in too (one-click auth).
 */
export function getWalletConnectFace(
  parameters: GetWalletConnectFaceParameters,
): GetWalletConnectFaceReturnType {
  const { context, networks } = parameters
  const session = getWalletConnectSession(context)
  const provider = createSessionProvider({ session, networks, storage: context.storage })
  session.addNamespace('eip155', provider.proposal)
  if (context.signIn)
    session.setAuthentication(oneClickSignIn({ signIn: context.signIn, networks, provider }))
  return { session, provider }
}
