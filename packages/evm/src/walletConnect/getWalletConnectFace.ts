import type { AdapterContext, CaipNetwork } from '@portico/core'
import { createWalletConnectSession, type WalletConnectSession } from '@portico/walletconnect/session'
import { createSessionProvider, type SessionProvider } from './createSessionProvider.ts'
import { oneClickSignIn } from './oneClickSignIn.ts'

export type GetWalletConnectFaceParameters = { context: AdapterContext; networks: readonly CaipNetwork[] }

export type GetWalletConnectFaceReturnType = { session: WalletConnectSession; provider: SessionProvider }

/** Key of the instance's one WalletConnect session among its shared values; every namespace face uses it. */
export const WALLET_CONNECT_SESSION_KEY = 'walletConnect:session'

/**
 * The instance's WalletConnect session (created by whichever adapter asks first) and this adapter's
 * eip155 face on it, whose proposal joins the session's next connect. When eip155 is the session's only
 * namespace and sign-in is on, connecting signs in too (one-click auth).
 */
export function getWalletConnectFace(
  parameters: GetWalletConnectFaceParameters,
): GetWalletConnectFaceReturnType {
  const { context, networks } = parameters
  const session = context.shared(WALLET_CONNECT_SESSION_KEY, () =>
    createWalletConnectSession({
      relayUrl: context.relayUrl,
      projectId: context.projectId,
      metadata: {
        name: context.metadata.name,
        description: context.metadata.description ?? context.metadata.name,
        url: context.metadata.url ?? globalThis.location?.origin ?? 'http://127.0.0.1',
        icons: [...(context.metadata.icons ?? [])],
      },
      pairing: context.pairing,
    }),
  )
  const provider = createSessionProvider({ session, networks, storage: context.storage })
  session.addNamespace('eip155', provider.proposal)
  if (context.signIn)
    session.setAuthentication(oneClickSignIn({ signIn: context.signIn, networks, provider }))
  return { session, provider }
}
