import type { AdapterContext, CaipNetwork } from '@portico/core'
import { getWalletConnectSession, type WalletConnectSession } from '@portico/walletconnect/session'
import { createSessionClient, type SessionClient } from './createSessionClient.ts'

export type GetBitcoinWalletConnectFaceParameters = {
  context: AdapterContext
  /** The dapp's Bitcoin networks; at least one, or the session has nothing to ask bip122 for. */
  networks: readonly CaipNetwork[]
}

export type GetBitcoinWalletConnectFaceReturnType = { session: WalletConnectSession; client: SessionClient }

/**
 * The instance's WalletConnect session (created by whichever adapter asks first) and this adapter's
 * bip122 face on it: the bip122 namespace joins the session's next proposal with the dapp's Bitcoin
 * networks, the four Bitcoin methods and `bip122_addressesChanged`.
 *
 * @example
 * const { session, client } = getBitcoinWalletConnectFace({ context, networks })
 * const state = await client.connect({ chain: getBitcoinChain(networks[0]), silent: false })
 */
export function getBitcoinWalletConnectFace(
  parameters: GetBitcoinWalletConnectFaceParameters,
): GetBitcoinWalletConnectFaceReturnType {
  const { context, networks } = parameters
  const session = getWalletConnectSession(context)
  const client = createSessionClient({ session, networks, storage: context.storage })
  session.addNamespace('bip122', client.proposal)
  return { session, client }
}
