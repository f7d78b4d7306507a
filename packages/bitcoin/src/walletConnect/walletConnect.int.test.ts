import {
  ConnectionRejectedError,
  connect,
  createMemoryStorage,
  createPortico,
  getAccount,
  type KeyValueStorage,
  type Portico,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_CAIP_NETWORK_ID,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
} from '@portico/devnet/bitcoin'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from '@portico/devnet/bitcoin-chain'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_NAME,
} from '@portico/devnet/solana'
import {
  answerBitcoinWalletConnectRequest,
  BITCOIN_WALLET_CONNECT_EVENTS,
  BITCOIN_WALLET_CONNECT_METHODS,
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from '@portico/devnet/wallet'
import { type RunningRelay, startRelay } from '@portico/relay'
import { createSolanaAdapter } from '@portico/solana'
import { defineSolanaNetwork } from '@portico/solana/networks'
import {
  buildApprovedNamespaces,
  createWalletClient,
  type ProposalRecord,
  type WalletConnectWallet,
  memoryStorage as walletConnectMemoryStorage,
} from '@portico/walletconnect/wallet'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { IDBFactory } from 'fake-indexeddb'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendTransfer } from '../actions/sendTransfer.ts'
import { signMessage } from '../actions/signMessage.ts'
import { signPsbt } from '../actions/signPsbt.ts'
import { createBitcoinAdapter } from '../createBitcoinAdapter.ts'
import { getUtxos } from '../esplora/getUtxos.ts'
import { lazyBitcoinAdapter } from '../lazyBitcoinAdapter.ts'
import { defineBitcoinNetwork } from '../networks/defineBitcoinNetwork.ts'

// Discovery speaks DOM events on `window`; Node has EventTarget.
Object.assign(globalThis, { window: new EventTarget() })
// The dapp's session lives in IndexedDB in browsers; each test gets a fresh fake one, so a second
// Portico instance restores the session as a reloaded page would.
beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory() })
})

const [first, second, third] = BITCOIN_DEV_ACCOUNTS
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })
const accountsOf = (account: (typeof BITCOIN_DEV_ACCOUNTS)[number]) => [
  {
    address: account.payment.address,
    type: 'payment',
    publicKey: account.payment.publicKey,
    path: account.payment.path,
  },
  {
    address: account.ordinals.address,
    type: 'ordinal',
    publicKey: account.ordinals.publicKey,
    path: account.ordinals.path,
  },
]

let relay: RunningRelay
let ledger: StartBitcoinDevnetReturnType
let regtest: ReturnType<typeof defineBitcoinNetwork>
let devWallet: BitcoinDevWallet
let wallet: WalletConnectWallet
const proposals: ProposalRecord[] = []
const requests: string[] = []
let declineProposals = false

beforeAll(async () => {
  ;[relay, ledger] = await Promise.all([
    startRelay({ host: '127.0.0.1', port: 0 }),
    startBitcoinDevnet({ port: 0, blockTime: 0 }),
  ])
  regtest = defineBitcoinNetwork({
    genesisHash: BITCOIN_DEVNET_GENESIS_HASH,
    name: BITCOIN_DEVNET_NAME,
    esploraUrls: [ledger.url],
    testnet: true,
  })
  devWallet = createBitcoinDevWallet({
    esploraUrl: ledger.url,
    autoApprove: true,
    storage: createMemoryStorage(),
  })
  await devWallet.provider.request('wallet_connect', null)
  // The web dev wallet's WalletConnect side (apps/wallet), answering with the Bitcoin dev account.
  wallet = await createWalletClient({
    relayUrl: relay.url,
    metadata: metadata('Portico Dev Wallet'),
    requestQueueDelay: 0,
    storage: walletConnectMemoryStorage(),
  })
  wallet.on('session_proposal', ({ id, params }) => {
    proposals.push(params)
    if (declineProposals) {
      void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        bip122: {
          chains: [BITCOIN_DEVNET_CAIP_NETWORK_ID],
          methods: [...BITCOIN_WALLET_CONNECT_METHODS],
          events: [...BITCOIN_WALLET_CONNECT_EVENTS],
          accounts: [`${BITCOIN_DEVNET_CAIP_NETWORK_ID}:${devWallet.account.payment.address}`],
        },
        solana: {
          chains: [SOLANA_DEVNET_CAIP_NETWORK_ID],
          methods: ['solana_signMessage'],
          events: [],
          accounts: [`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${SOLANA_DEV_ACCOUNTS[0].address}`],
        },
      },
    })
    void wallet.approve({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    requests.push(params.request.method)
    try {
      const result = await answerBitcoinWalletConnectRequest(devWallet, params.request)
      await wallet.respond({ topic, response: { id, result } })
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      await wallet.respond({ topic, response: { id, error: { code, message } } })
    }
  })
}, 60_000)
afterAll(async () => {
  await wallet?.close()
  await ledger?.stop()
  await relay?.close()
})

async function until(check: () => boolean, timeout = 10_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('until timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Connects through the WalletConnect connector: the modal shows the URI, the wallet pairs with it. */
async function pairWallet(portico: Portico, namespace?: 'bip122' | 'solana') {
  const connecting = connect(portico, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace })
  await until(() => portico.pairing.store.getState().status === 'ready')
  await wallet.pair({ uri: portico.pairing.store.getState().uri! })
  return connecting
}

async function utxoTotal(address: string): Promise<bigint> {
  return (await getUtxos(regtest, address)).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

/** A dapp-built PSBT spending a UTXO of the payment address and one of the ordinals address. */
async function paymentAndOrdinalsPsbt(receiver: string, amount: bigint): Promise<string> {
  const [payment] = await getUtxos(regtest, first.payment.address)
  const [ordinal] = await getUtxos(regtest, first.ordinals.address)
  const transaction = new Transaction()
  transaction.addInput({
    txid: payment!.txid,
    index: payment!.vout,
    witnessUtxo: {
      script: p2wpkh(hex.decode(first.payment.publicKey), BITCOIN_REGTEST).script,
      amount: BigInt(payment!.value),
    },
  })
  transaction.addInput({
    txid: ordinal!.txid,
    index: ordinal!.vout,
    witnessUtxo: {
      script: p2tr(hex.decode(first.ordinals.publicKey), undefined, BITCOIN_REGTEST).script,
      amount: BigInt(ordinal!.value),
    },
    tapInternalKey: hex.decode(first.ordinals.publicKey),
  })
  transaction.addOutputAddress(receiver, amount, BITCOIN_REGTEST)
  transaction.addOutputAddress(
    first.payment.address,
    BigInt(payment!.value) + BigInt(ordinal!.value) - amount - 1_000n,
    BITCOIN_REGTEST,
  )
  return base64.encode(transaction.toPSBT())
}

function bitcoinDapp(storage: KeyValueStorage) {
  const networks = [regtest]
  const adapter = lazyBitcoinAdapter({ networks, walletConnect: true })
  const portico = createPortico(
    {
      networks,
      apiUrl: 'http://127.0.0.1:9',
      relayUrl: relay.url,
      analytics: false,
      metadata: metadata('Portico Bitcoin dapp'),
      adapters: [adapter],
    },
    { storage },
  )
  return { portico, adapter, unmount: portico.mount() }
}

describe('the Bitcoin adapter over WalletConnect (docs/rules/entities.md bip122 accounts, api.md session protocol)', () => {
  it('connects, signs, sends, follows account changes, restores after a reload and ends with the wallet', async () => {
    const storage = createMemoryStorage()
    const dapp = bitcoinDapp(storage)
    await dapp.adapter.preload?.()
    // docs/rules/entities.md Connector: the one WalletConnect connector, here serving bip122.
    expect(dapp.portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID)).toMatchObject({
      type: 'WALLET_CONNECT',
      chains: ['bip122'],
    })
    const connection = await pairWallet(dapp.portico)
    expect(proposals.at(-1)?.optionalNamespaces.bip122).toEqual({
      chains: [BITCOIN_DEVNET_CAIP_NETWORK_ID],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
    })
    // getAccountAddresses after connect: payment first (the account), then ordinals.
    expect(connection).toMatchObject({
      namespace: 'bip122',
      chainId: regtest.id,
      accounts: accountsOf(first),
    })
    expect(getAccount(dapp.portico)).toMatchObject({
      status: 'connected',
      namespace: 'bip122',
      address: first.payment.address,
      caipAddress: `${BITCOIN_DEVNET_CAIP_NETWORK_ID}:${first.payment.address}`,
    })
    expect(dapp.portico.account.store.getState().connectedWalletInfo?.name).toBe('Portico Dev Wallet')

    const bip322 = await signMessage(dapp.portico, { message: 'Hello over WalletConnect' })
    expect(bip322).toMatchObject({ address: first.payment.address, protocol: 'BIP322' })
    expect(
      Verifier.verifySignature(first.payment.address, 'Hello over WalletConnect', bip322.signature),
    ).toBe(true)
    const ecdsa = await signMessage(dapp.portico, { message: 'legacy', protocol: 'ECDSA' })
    expect(base64.decode(ecdsa.signature)).toHaveLength(65)
    expect(Verifier.verifySignature(first.payment.address, 'legacy', ecdsa.signature)).toBe(true)

    // WalletConnect's sendTransfer: the wallet picks the inputs and broadcasts.
    const receiver = second.payment.address
    const before = await utxoTotal(receiver)
    const { txid } = await sendTransfer(dapp.portico, {
      recipients: [{ address: receiver, amount: 100_000n }],
    })
    ledger.mine()
    expect((await utxoTotal(receiver)) - before).toBe(100_000n)
    expect((await getUtxos(regtest, receiver)).map((utxo) => utxo.txid)).toContain(txid)

    // signPsbt: payment (P2WPKH) and ordinals (P2TR) inputs, signed and broadcast by the wallet.
    const psbtReceiver = third.ordinals.address
    const psbtBefore = await utxoTotal(psbtReceiver)
    const signed = await signPsbt(dapp.portico, {
      psbt: await paymentAndOrdinalsPsbt(psbtReceiver, 30_000n),
      signInputs: { [first.payment.address]: [0], [first.ordinals.address]: [1] },
      broadcast: true,
    })
    expect(signed.txid).toMatch(/^[0-9a-f]{64}$/)
    ledger.mine()
    expect((await utxoTotal(psbtReceiver)) - psbtBefore).toBe(30_000n)

    // Two recipients are more than WalletConnect's sendTransfer pays: Portico builds the PSBT.
    const [thirdBefore, secondBefore] = await Promise.all([
      utxoTotal(third.payment.address),
      utxoTotal(second.ordinals.address),
    ])
    await sendTransfer(dapp.portico, {
      recipients: [
        { address: third.payment.address, amount: 20_000n },
        { address: second.ordinals.address, amount: 10_000n },
      ],
      feeRate: 2,
    })
    ledger.mine()
    expect((await utxoTotal(third.payment.address)) - thirdBefore).toBe(20_000n)
    expect((await utxoTotal(second.ordinals.address)) - secondBefore).toBe(10_000n)

    // The wallet's user picks another account: the session's account and bip122_addressesChanged.
    const [session] = wallet.getSessions()
    const switchAccount = async (index: number) => {
      devWallet.setAccount(index)
      const { payment } = devWallet.account
      const bip122 = {
        ...session!.namespaces.bip122!,
        accounts: [`${BITCOIN_DEVNET_CAIP_NETWORK_ID}:${payment.address}`],
      }
      await wallet.update({ topic: session!.topic, namespaces: { ...session!.namespaces, bip122 } })
      await wallet.emit({
        topic: session!.topic,
        chainId: BITCOIN_DEVNET_CAIP_NETWORK_ID,
        event: {
          name: 'bip122_addressesChanged',
          data: await answerBitcoinWalletConnectRequest(devWallet, {
            method: 'getAccountAddresses',
            params: { account: payment.address },
          }),
        },
      })
    }
    await switchAccount(1)
    await expect.poll(() => getAccount(dapp.portico).accounts).toEqual(accountsOf(second))
    await switchAccount(0)
    await expect.poll(() => getAccount(dapp.portico).accounts).toEqual(accountsOf(first))
    dapp.unmount()

    // A reload: the session comes back from IndexedDB and the addresses from the last visit, with no
    // request to the wallet.
    const asked = requests.length
    const reloaded = bitcoinDapp(storage)
    await expect.poll(() => getAccount(reloaded.portico).status).toBe('connected')
    expect(getAccount(reloaded.portico).accounts).toEqual(accountsOf(first))
    expect(requests).toHaveLength(asked)
    const again = await signMessage(reloaded.portico, { message: 'after a reload' })
    expect(Verifier.verifySignature(first.payment.address, 'after a reload', again.signature)).toBe(true)

    // The wallet ends the session: the dapp is disconnected.
    await wallet.disconnect({ topic: session!.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await expect.poll(() => getAccount(reloaded.portico).status).toBe('disconnected')
    expect(reloaded.portico.connections.store.getState().byNamespace.bip122?.connections).toEqual([])
    reloaded.unmount()
  }, 60_000)

  it('asks for bip122 only when Bitcoin networks are configured, and joins a session another namespace started', async () => {
    const solana = defineSolanaNetwork({
      genesisHash: SOLANA_DEVNET_GENESIS_HASH,
      name: SOLANA_DEVNET_NAME,
      rpcUrls: ['http://127.0.0.1:9'],
    })
    const dapp = (bitcoinNetworks: ReturnType<typeof defineBitcoinNetwork>[]) => {
      const portico = createPortico(
        {
          networks: [solana, ...bitcoinNetworks],
          apiUrl: 'http://127.0.0.1:9',
          relayUrl: relay.url,
          analytics: false,
          metadata: metadata('Portico multichain dapp'),
          adapters: [
            createSolanaAdapter({ networks: [solana], walletConnect: true }),
            createBitcoinAdapter({ networks: bitcoinNetworks, walletConnect: true }),
          ],
        },
        { storage: createMemoryStorage() },
      )
      return { portico, unmount: portico.mount() }
    }

    declineProposals = true
    const solanaOnly = dapp([])
    expect(solanaOnly.portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID)?.chains).toEqual([
      'solana',
    ])
    await expect(pairWallet(solanaOnly.portico, 'solana')).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(Object.keys(proposals.at(-1)!.optionalNamespaces)).toEqual(['solana'])
    solanaOnly.unmount()

    declineProposals = false
    const both = dapp([regtest])
    expect(both.portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID)?.chains).toEqual([
      'solana',
      'bip122',
    ])
    // The Solana face drives the pairing; the approved bip122 account is a connection too.
    await pairWallet(both.portico, 'solana')
    expect(Object.keys(proposals.at(-1)!.optionalNamespaces).sort()).toEqual(['bip122', 'solana'])
    expect(getAccount(both.portico).namespace).toBe('solana')
    await expect
      .poll(() => both.portico.connections.store.getState().byNamespace.bip122?.connections[0]?.accounts)
      .toEqual(accountsOf(first))
    const { signature } = await signMessage(both.portico, { message: 'bip122 next to solana' })
    expect(Verifier.verifySignature(first.payment.address, 'bip122 next to solana', signature)).toBe(true)
    both.unmount()
  }, 60_000)
})
