import type { AdapterContext, CaipNetwork } from '@portico/core'
import { getWalletConnectSession, type WalletConnectSession } from '@portico/walletconnect/session'
import type { Wallet } from '@wallet-standard/base'
import { createSessionWallet, SOLANA_WALLET_CONNECT_METHODS } from './createSessionWallet.ts'

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
  const session = getWalletConnectSession(context)
  session.addNamespace('solana', {
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...SOLANA_WALLET_CONNECT_METHODS],
    events: [],
  })
  return { session, wallet: createSessionWallet(session, networks) }
}
