import type { AdapterContext, CaipNetwork } from '@portico/core'
import { createWalletConnectSession, type WalletConnectSession } from '@portico/walletconnect/session'
import type { Wallet } from '@wallet-standard/base'
import { createSessionWallet, SOLANA_WALLET_CONNECT_METHODS } from './createSessionWallet.ts'

/** Key of the instance's one WalletConnect session among its shared values (the EVM adapter uses it too). */
export const WALLET_CONNECT_SESSION_KEY = 'walletConnect:session'

export type GetSolanaWalletConnectFaceReturnType = { session: WalletConnectSession; wallet: Wallet }

/**
 * The instance's WalletConnect session (created by whichever adapter asks first) and this adapter's
 * solana face on it: the solana namespace joins the session's next proposal with the dapp's Solana
 * networks and the sign methods.
 */
export function getSolanaWalletConnectFace(parameters: {
  context: AdapterContext
  networks: readonly CaipNetwork[]
}): GetSolanaWalletConnectFaceReturnType {
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
  session.addNamespace('solana', {
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...SOLANA_WALLET_CONNECT_METHODS],
    events: [],
  })
  return { session, wallet: createSessionWallet(session, networks) }
}
