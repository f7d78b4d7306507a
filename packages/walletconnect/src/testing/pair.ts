import { createWalletConnectClient, type WalletConnectClient } from '../client/dapp.ts'
import type { ProposalNamespaces, SessionNamespaces } from '../protocol/types.ts'
import type { Storage } from '../storage/types.ts'
import { createWalletClient, type WalletConnectWallet } from '../wallet/wallet.ts'
import { testMetadata } from './relay.ts'

export const evmAccount = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const requested: ProposalNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged'],
  },
}

export const granted: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [evmAccount],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

/** Our dapp and our wallet on one relay, with a settled, acknowledged session. */
export async function connectedPair(
  relayUrl: string,
  options: { requestQueueDelay?: number; dappStorage?: Storage; walletStorage?: Storage } = {},
): Promise<{ dapp: WalletConnectClient; wallet: WalletConnectWallet; topic: string; pairingTopic: string }> {
  const dapp = await createWalletConnectClient({
    relayUrl,
    metadata: testMetadata('Test dapp'),
    storage: options.dappStorage,
  })
  const wallet = await createWalletClient({
    relayUrl,
    metadata: testMetadata('Test wallet'),
    requestQueueDelay: options.requestQueueDelay ?? 0,
    storage: options.walletStorage,
  })
  wallet.once('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: granted }).catch(() => undefined)
  })
  const { uri, approval, pairingTopic } = await dapp.connect({ namespaces: requested })
  await wallet.pair({ uri: uri ?? '' })
  const session = await approval()
  const walletSession = wallet.getSessions().find((entry) => entry.topic === session.topic)
  if (!walletSession) throw new Error('wallet has no session')
  const acknowledged = new Promise<void>((resolve) => {
    if (wallet.engine.sessions.get(session.topic)?.acknowledged) resolve()
    else wallet.once('session_connect', () => resolve())
  })
  await acknowledged
  return { dapp, wallet, topic: session.topic, pairingTopic }
}
