import {
  type AdapterConnections,
  type Connector,
  connect,
  createPairingController,
  createPortico,
  createSharedValues,
  type KeyValueStorage,
} from '@portico/core'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_PUSD,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@portico/devnet'
import { createSolanaDevWallet, type SolanaDevWallet } from '@portico/devnet/wallet'
import {
  type Address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { registerWallet } from '@wallet-standard/wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter.ts'
import { defineSolanaNetwork } from './networks/defineSolanaNetwork.ts'

const DEV_WALLET_ID = 'dev.portico.wallet'
const [sender] = SOLANA_DEV_ACCOUNTS

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

// Wallet-standard registration speaks DOM events on `window`; Node has EventTarget and CustomEvent, and
// happy-dom's AbortSignal would break @solana/kit's Node build.
Object.assign(globalThis, { window: new EventTarget() })

let chain: StartSolanaDevnetReturnType
let devWallet: SolanaDevWallet
let network: ReturnType<typeof defineSolanaNetwork>
const walletStorage = memoryStorage()

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
  network = defineSolanaNetwork({
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    name: SOLANA_DEVNET_NAME,
    rpcUrls: [chain.url],
  })
  devWallet = await createSolanaDevWallet({ rpcUrl: chain.url, autoApprove: true, storage: walletStorage })
  registerWallet(devWallet.wallet)
})
afterAll(async () => {
  await chain?.stop()
})

function setUp(storage: KeyValueStorage = memoryStorage()) {
  const adapter = createSolanaAdapter({ networks: [network], pollingIntervalMs: 50 })
  const events: { connectors: Connector[][]; connections: AdapterConnections[] } = {
    connectors: [],
    connections: [],
  }
  const cleanup = adapter.setup({
    storage,
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'test',
    relayUrl: 'ws://127.0.0.1:9/relay',
    metadata: { name: 'Test', description: 'Solana adapter test', url: 'http://127.0.0.1', icons: [] },
    shared: createSharedValues(),
    pairing: createPairingController(),
    emit: (event, payload) => {
      if (event === 'connectorsChanged')
        events.connectors.push([...(payload as { connectors: Connector[] }).connectors])
      else events.connections.push(payload as AdapterConnections)
    },
  })
  return { adapter, events, cleanup, storage }
}

async function lamportsOf(address: string): Promise<bigint> {
  return (
    await createSolanaRpc(chain.url)
      .getBalance(address as Address)
      .send()
  ).value
}

async function pusdOf(owner: string): Promise<bigint> {
  const { value } = await createSolanaRpc(chain.url)
    .getTokenAccountsByOwner(
      owner as Address,
      { mint: SOLANA_DEVNET_PUSD.address },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

describe('the Solana adapter with the dev wallet on the local chain (docs/rules/entities.md solana eoa, permissions.md balance and send, api.md Solana transaction)', () => {
  let adapter: SolanaAdapter
  let events: ReturnType<typeof setUp>['events']

  beforeAll(() => {
    ;({ adapter, events } = setUp())
  })

  it('lists the wallet-standard dev wallet as an ANNOUNCED solana connector with its EIP-6963 rdns as id', () => {
    expect(events.connectors.at(-1)).toEqual([
      expect.objectContaining({
        id: DEV_WALLET_ID,
        name: 'Portico Dev Wallet',
        chain: 'solana',
        type: 'ANNOUNCED',
      }),
    ])
  })

  it('connects, reports the connection and reads the SOL balance', async () => {
    const connection = await adapter.connect({ connectorId: DEV_WALLET_ID, caipNetwork: network })
    expect(connection).toMatchObject({
      connectorId: DEV_WALLET_ID,
      chainId: SOLANA_DEVNET_GENESIS_HASH.slice(0, 32),
      accounts: [{ address: sender.address, type: 'eoa' }, expect.anything(), expect.anything()],
    })
    expect(events.connections.at(-1)?.activeConnectorId).toBe(DEV_WALLET_ID)
    const balance = await adapter.getBalance({ address: sender.address, caipNetwork: network })
    expect(balance.symbol).toBe('SOL')
    expect(Number(balance.value)).toBeGreaterThan(990)
  })

  it('sends 0.5 SOL signed by the wallet: the receiver gets exactly that', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const base = { connectorId: DEV_WALLET_ID, address: sender.address, caipNetwork: network, to: receiver }
    const fee = await adapter.estimateTransfer({ ...base, amount: 500_000_000n, feeRate: 0n })
    expect(fee).toBe(5000n)
    const before = await lamportsOf(sender.address)
    const signature = await adapter.transfer({ ...base, amount: 500_000_000n })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await lamportsOf(receiver)).toBe(500_000_000n)
    expect(await lamportsOf(sender.address)).toBe(before - 500_000_000n - 5000n)
  })

  it("sends 1.5 PUSD by the mint's decimals, creating the receiver's token account", async () => {
    const receiver = (await generateKeyPairSigner()).address
    const transfer = {
      connectorId: DEV_WALLET_ID,
      address: sender.address,
      caipNetwork: network,
      to: receiver,
      token: { address: SOLANA_DEVNET_PUSD.address, decimals: SOLANA_DEVNET_PUSD.decimals },
      amount: 1_500_000n,
    }
    // The fee plus the rent of the token account the transfer creates.
    expect(await adapter.estimateTransfer({ ...transfer, feeRate: 0n })).toBe(5000n + 2_039_280n)
    const before = await pusdOf(sender.address)
    await adapter.transfer(transfer)
    expect(await pusdOf(receiver)).toBe(1_500_000n)
    expect(await pusdOf(sender.address)).toBe(before - 1_500_000n)
    // The account exists now: a second transfer creates nothing.
    expect(await adapter.estimateTransfer({ ...transfer, feeRate: 0n })).toBe(5000n)
    await adapter.transfer(transfer)
    expect(await pusdOf(receiver)).toBe(3_000_000n)
  })

  it('signs a message with solana:signMessage (an Ed25519 signature of the account)', async () => {
    const signature = await adapter.signMessage({
      connectorId: DEV_WALLET_ID,
      address: sender.address,
      message: 'hello',
    })
    const key = await getPublicKeyFromAddress(sender.address)
    expect(
      await verifySignature(
        key,
        signatureBytes(new Uint8Array(getBase58Encoder().encode(signature))),
        new TextEncoder().encode('hello'),
      ),
    ).toBe(true)
  })

  it('restores the connection silently after a reload, and drops it when the wallet revokes access', async () => {
    const reloaded = setUp()
    const restored = await reloaded.adapter.reconnect({ connectorIds: [DEV_WALLET_ID] })
    expect(restored.activeConnectorId).toBe(DEV_WALLET_ID)
    expect(restored.connections[0]?.accounts[0]?.address).toBe(sender.address)

    devWallet.disconnect()
    expect(reloaded.events.connections.at(-1)).toEqual({ connections: [], activeConnectorId: undefined })
    expect(events.connections.at(-1)).toEqual({ connections: [], activeConnectorId: undefined })
    const again = setUp()
    expect(await again.adapter.reconnect({ connectorIds: [DEV_WALLET_ID] })).toEqual({
      connections: [],
      activeConnectorId: undefined,
    })
    reloaded.cleanup()
    again.cleanup()
  })

  it("maps a wallet's rejection to 'Connection rejected' (docs/rules/errors.md)", async () => {
    devWallet.setAutoApprove('reject')
    try {
      const portico = createPortico({
        apiUrl: 'http://127.0.0.1:9',
        networks: [network],
        adapters: [createSolanaAdapter({ networks: [network] })],
      })
      portico.mount()
      await expect(connect(portico, { connectorId: DEV_WALLET_ID })).rejects.toMatchObject({
        shortMessage: 'Connection rejected',
      })
    } finally {
      devWallet.setAutoApprove(true)
    }
  })
})
