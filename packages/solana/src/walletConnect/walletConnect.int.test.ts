import {
  connect,
  createMemoryStorage,
  createPortico,
  signMessage,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_NAME,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@portico/devnet'
import {
  answerWalletConnectRequest,
  createSolanaDevWallet,
  SOLANA_WALLET_CONNECT_METHODS,
  type SolanaDevWallet,
} from '@portico/devnet/wallet'
import { type RunningRelay, startRelay } from '@portico/relay'
import {
  buildApprovedNamespaces,
  createWalletClient,
  type WalletConnectWallet,
} from '@portico/walletconnect/wallet'
import {
  type Address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.ts'
import { defineSolanaNetwork } from '../networks/defineSolanaNetwork.ts'

// The adapter's discovery speaks DOM events on `window`; Node has EventTarget.
Object.assign(globalThis, { window: new EventTarget() })

const [owner] = SOLANA_DEV_ACCOUNTS
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

let relay: RunningRelay
let chain: StartSolanaDevnetReturnType
let devWallet: SolanaDevWallet
let wallet: WalletConnectWallet

async function until(check: () => boolean, timeout = 10_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('until timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([
    startRelay({ host: '127.0.0.1', port: 0 }),
    startSolanaDevnet({ port: 0 }),
  ])
  devWallet = await createSolanaDevWallet({
    rpcUrl: chain.url,
    autoApprove: true,
    storage: createMemoryStorage(),
  })
  await (devWallet.wallet.features['standard:connect'] as { connect(): Promise<unknown> }).connect()
  // The web dev wallet's WalletConnect side (apps/wallet), answering with the Solana dev account.
  wallet = await createWalletClient({
    relayUrl: relay.url,
    metadata: metadata('Dev wallet'),
    requestQueueDelay: 0,
  })
  wallet.on('session_proposal', ({ id, params }) => {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        solana: {
          chains: [SOLANA_DEVNET_CAIP_NETWORK_ID],
          methods: [...SOLANA_WALLET_CONNECT_METHODS],
          events: [],
          accounts: [`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${owner.address}`],
        },
      },
    })
    void wallet.approve({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const result = await answerWalletConnectRequest(devWallet, params.request)
    await wallet.respond({ topic, response: { id, result } })
  })
}, 60_000)
afterAll(async () => {
  await chain?.stop()
  await relay?.close()
})

describe('the Solana adapter over WalletConnect (docs/rules/permissions.md Solana sign methods, api.md)', () => {
  it('asks for the solana namespace, connects the Solana account, signs a message and sends SOL through the session', async () => {
    const network = defineSolanaNetwork({
      genesisHash: SOLANA_DEVNET_GENESIS_HASH,
      name: SOLANA_DEVNET_NAME,
      rpcUrls: [chain.url],
    })
    const portico = createPortico(
      {
        networks: [network],
        apiUrl: 'http://127.0.0.1:9',
        relayUrl: relay.url,
        analytics: false,
        metadata: metadata('Portico test dapp'),
        adapters: [createSolanaAdapter({ networks: [network], walletConnect: true, pollingIntervalMs: 50 })],
      },
      { storage: createMemoryStorage() },
    )
    const unmount = portico.mount()
    try {
      expect(portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID)?.chains).toEqual(['solana'])
      const connecting = connect(portico, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
      await until(() => portico.pairing.store.getState().status === 'ready')
      await wallet.pair({ uri: portico.pairing.store.getState().uri! })
      const connection = await connecting
      expect(connection).toMatchObject({ namespace: 'solana', accounts: [{ address: owner.address }] })
      expect(portico.account.store.getState().caipAddress).toBe(
        `${SOLANA_DEVNET_CAIP_NETWORK_ID}:${owner.address}`,
      )
      expect(wallet.getSessions()[0]?.namespaces.solana?.methods).toEqual([...SOLANA_WALLET_CONNECT_METHODS])

      const signature = await signMessage(portico, { message: 'hello over WalletConnect' })
      const key = await getPublicKeyFromAddress(owner.address)
      const bytes = signatureBytes(new Uint8Array(getBase58Encoder().encode(signature)))
      expect(await verifySignature(key, bytes, new TextEncoder().encode('hello over WalletConnect'))).toBe(
        true,
      )

      const receiver = (await generateKeyPairSigner()).address
      const adapter = portico.connections.adapterFor('solana')!
      await adapter.transfer({
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        address: owner.address,
        caipNetwork: network,
        to: receiver,
        amount: 250_000_000n,
      })
      const { value } = await createSolanaRpc(chain.url)
        .getBalance(receiver as Address)
        .send()
      expect(value).toBe(250_000_000n)
    } finally {
      unmount()
    }
  }, 60_000)
})
