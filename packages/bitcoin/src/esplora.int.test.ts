import { secp256k1 } from '@noble/curves/secp256k1.js'
import { type AdapterConnections, createPairingController, createSharedValues } from '@portico/core'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_FUNDS,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
} from '@portico/devnet/bitcoin'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from '@portico/devnet/bitcoin-chain'
import {
  type BitcoinDevWallet,
  createBitcoinDevWallet,
  installSatsConnectProvider,
} from '@portico/devnet/wallet'
import { base64, hex } from '@scure/base'
import { p2pkh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { registerWallet } from '@wallet-standard/wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from './balance/getBalance.ts'
import { type BitcoinAdapter, createBitcoinAdapter } from './createBitcoinAdapter.ts'
import { getAddressBalance } from './esplora/getAddressBalance.ts'
import { getFeeRate } from './esplora/getFeeRate.ts'
import { getUtxos } from './esplora/getUtxos.ts'
import { defineBitcoinNetwork } from './networks/defineBitcoinNetwork.ts'
import { memoryStorage } from './testing/memoryStorage.ts'

Object.assign(globalThis, { window: new EventTarget() })

const [, sender, other] = BITCOIN_DEV_ACCOUNTS

function freshAddress(): string {
  return p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()), BITCOIN_REGTEST).address!
}

const freshKey = () => secp256k1.getPublicKey(secp256k1.utils.randomSecretKey())

describe('Bitcoin against the regtest ledger over Esplora (docs/rules/api.md chain calls)', () => {
  let ledger: StartBitcoinDevnetReturnType
  let network: ReturnType<typeof defineBitcoinNetwork>
  let adapter: BitcoinAdapter
  let satsOnly: BitcoinDevWallet
  let standardOnly: BitcoinDevWallet
  const connections: AdapterConnections[] = []

  beforeAll(async () => {
    ledger = await startBitcoinDevnet({ port: 0, blockTime: 0 })
    network = defineBitcoinNetwork({
      genesisHash: BITCOIN_DEVNET_GENESIS_HASH,
      name: BITCOIN_DEVNET_NAME,
      esploraUrls: [`${ledger.url}/`],
      testnet: true,
    })
    const common = { autoApprove: true, storage: memoryStorage(), esploraUrl: ledger.url } as const
    satsOnly = createBitcoinDevWallet({
      ...common,
      name: 'Sats Only',
      providerId: 'Sats.Provider',
      accounts: [sender],
    })
    installSatsConnectProvider(satsOnly)
    standardOnly = createBitcoinDevWallet({
      ...common,
      name: 'Standard Only',
      accounts: [other],
      storage: memoryStorage(),
    })
    registerWallet(standardOnly.wallet)
    // A sats-connect wallet that refuses transfers with its own reason.
    const locked = createBitcoinDevWallet({
      ...common,
      name: 'Locked',
      providerId: 'Locked.Provider',
      accounts: [sender],
    })
    installSatsConnectProvider({
      providerInfo: locked.providerInfo,
      provider: {
        addListener: locked.provider.addListener,
        request: async (method: string, params?: unknown) =>
          method === 'sendTransfer'
            ? {
                jsonrpc: '2.0',
                id: 'locked',
                error: { code: -32603, message: 'The hardware wallet is locked' },
              }
            : locked.provider.request(method, params),
      } as BitcoinDevWallet['provider'],
    })
    adapter = createBitcoinAdapter({ networks: [network] })
    adapter.setup({
      storage: memoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
      projectId: 'test',
      relayUrl: 'ws://127.0.0.1:9/relay',
      metadata: { name: 'Test', description: 'Bitcoin ledger test', url: 'http://127.0.0.1', icons: [] },
      shared: createSharedValues(),
      pairing: createPairingController(),
      emit: (event, payload) => {
        if (event === 'connectionsChanged') connections.push(payload as AdapterConnections)
      },
    })
    await adapter.connect({ connectorId: 'Sats Only' })
    await adapter.connect({ connectorId: 'Standard Only' })
  })
  afterAll(async () => {
    await ledger?.stop()
  })

  it("reads a dev account's genesis funds as the balance, in BTC (confirmed plus mempool)", async () => {
    expect(await getBalance({ address: sender.payment.address, caipNetwork: network })).toEqual({
      value: '10',
      symbol: 'BTC',
    })
    expect(await getAddressBalance(network, sender.ordinals.address)).toEqual({
      confirmed: BITCOIN_DEVNET_FUNDS.ordinals,
      unconfirmed: 0n,
    })
    expect(await getFeeRate(network)).toBeGreaterThanOrEqual(1)
    expect(await adapter.getBalance({ address: other.payment.address, caipNetwork: network })).toEqual({
      value: '10',
      symbol: 'BTC',
    })
  })

  it("sends with a sats-connect wallet's own sendTransfer: the receiver has it in the mempool, then confirmed", async () => {
    const receiver = freshAddress()
    const { txid } = await adapter.bitcoin.sendTransfer({
      connectorId: 'Sats Only',
      recipients: [{ address: receiver, amount: 25_000n }],
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await getAddressBalance(network, receiver)).toEqual({ confirmed: 0n, unconfirmed: 25_000n })
    ledger.mine()
    expect(await getBalance({ address: receiver, caipNetwork: network })).toEqual({
      value: '0.00025',
      symbol: 'BTC',
    })
  })

  it('sends with a wallet-standard wallet: Portico builds the PSBT from Esplora UTXOs, the wallet signs, the ledger accepts', async () => {
    const receivers = [freshAddress(), freshAddress()]
    const before = (await getAddressBalance(network, other.payment.address)).confirmed
    const { txid } = await adapter.bitcoin.sendTransfer({
      connectorId: 'Standard Only',
      recipients: [
        { address: receivers[0]!, amount: 40_000n },
        { address: receivers[1]!, amount: 60_000n },
      ],
      feeRate: 2,
    })
    ledger.mine()
    expect((await getAddressBalance(network, receivers[0]!)).confirmed).toBe(40_000n)
    expect((await getAddressBalance(network, receivers[1]!)).confirmed).toBe(60_000n)
    const after = (await getAddressBalance(network, other.payment.address)).confirmed
    const fee = before - after - 100_000n
    // One P2WPKH input, three P2WPKH outputs: 172 vB at 2 sat/vB.
    expect(fee).toBeGreaterThanOrEqual(2n * 170n)
    expect(fee).toBeLessThan(2n * 180n)
    expect((await getUtxos(network, other.payment.address)).map((utxo) => utxo.txid)).toContain(txid)
  })

  it('signs and broadcasts a dapp-built PSBT on both protocols', async () => {
    for (const [connectorId, account] of [
      ['Standard Only', other],
      ['Sats Only', sender],
    ] as const) {
      const [utxo] = await getUtxos(network, account.payment.address)
      const transaction = new Transaction()
      transaction.addInput({
        txid: utxo!.txid,
        index: utxo!.vout,
        witnessUtxo: {
          script: p2wpkh(hex.decode(account.payment.publicKey), BITCOIN_REGTEST).script,
          amount: BigInt(utxo!.value),
        },
      })
      const receiver = freshAddress()
      transaction.addOutputAddress(receiver, 10_000n, BITCOIN_REGTEST)
      transaction.addOutputAddress(
        account.payment.address,
        BigInt(utxo!.value) - 10_000n - 500n,
        BITCOIN_REGTEST,
      )
      const { txid } = await adapter.bitcoin.signPsbt({
        connectorId,
        psbt: base64.encode(transaction.toPSBT()),
        signInputs: { [account.payment.address]: [0] },
        broadcast: true,
      })
      expect(txid).toMatch(/^[0-9a-f]{64}$/)
      expect(await getAddressBalance(network, receiver)).toEqual({ confirmed: 0n, unconfirmed: 10_000n })
    }
    ledger.mine()
  })

  it('refuses what it cannot pay or address before asking the wallet', async () => {
    await expect(
      adapter.bitcoin.sendTransfer({
        connectorId: 'Standard Only',
        recipients: [{ address: freshAddress(), amount: 100n * 100_000_000n }],
      }),
    ).rejects.toMatchObject({ name: 'InsufficientFundsError' })
    await expect(
      adapter.bitcoin.sendTransfer({
        connectorId: 'Standard Only',
        recipients: [{ address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', amount: 1_000n }],
      }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid Bitcoin address' })
    await expect(
      adapter.bitcoin.sendTransfer({
        connectorId: 'Standard Only',
        recipients: [{ address: freshAddress(), amount: 0n }],
      }),
    ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
  })
  it("refuses an amount below the recipient's dust threshold before asking the wallet, stating the minimum", async () => {
    // A wallet asked anyway would decline: the answer would be 'Transaction rejected in the wallet'.
    satsOnly.setAutoApprove('reject')
    standardOnly.setAutoApprove('reject')
    try {
      const cases = [
        [freshAddress(), 293n, 294n],
        [p2tr(freshKey().slice(1), undefined, BITCOIN_REGTEST).address!, 329n, 330n],
        [p2pkh(freshKey(), BITCOIN_REGTEST).address!, 545n, 546n],
      ] as const
      for (const connectorId of ['Standard Only', 'Sats Only'])
        for (const [address, amount, minimum] of cases)
          await expect(
            adapter.bitcoin.sendTransfer({ connectorId, recipients: [{ address, amount }] }),
          ).rejects.toMatchObject({
            name: 'AmountBelowDustError',
            shortMessage: `The minimum amount to this address is ${minimum} sats`,
            messageId: 'amountBelowDust',
            messageValues: { minimum: String(minimum) },
          })
    } finally {
      satsOnly.setAutoApprove(true)
      standardOnly.setAutoApprove(true)
    }
  })

  it("maps the node's refusals to clear messages instead of 'HTTP status code: 400'", async () => {
    const [utxo] = await getUtxos(network, other.payment.address)
    const script = p2wpkh(hex.decode(other.payment.publicKey), BITCOIN_REGTEST).script
    const psbtOf = (outputs: [string, bigint][], input = utxo!) => {
      const transaction = new Transaction()
      transaction.addInput({
        txid: input.txid,
        index: input.vout,
        witnessUtxo: { script, amount: BigInt(input.value) },
      })
      for (const [address, amount] of outputs) transaction.addOutputAddress(address, amount, BITCOIN_REGTEST)
      return base64.encode(transaction.toPSBT())
    }
    const broadcast = (psbt: string) =>
      adapter.bitcoin.signPsbt({
        connectorId: 'Standard Only',
        psbt,
        signInputs: { [other.payment.address]: [0] },
        broadcast: true,
      })
    const value = BigInt(utxo!.value)
    const refusals = [
      [
        [
          [freshAddress(), 100n],
          [other.payment.address, value - 1_000n],
        ],
        'broadcastDust',
        /dust/,
      ],
      [[[other.payment.address, value - 10n]], 'broadcastFeeTooLow', /too low/],
      [[[other.payment.address, value + 1_000n]], 'insufficientFunds', /^Insufficient funds/],
    ] as const
    for (const [outputs, messageId, message] of refusals) {
      const failure = await broadcast(psbtOf(outputs.map(([a, v]) => [a, v]))).catch(
        (error: unknown) => error,
      )
      expect(failure).toMatchObject({ name: 'BroadcastRefusedError', messageId })
      expect((failure as Error & { shortMessage: string }).shortMessage).toMatch(message)
      expect((failure as Error).message).not.toMatch(/HTTP status code/)
    }
    // A pending spend of the coin, then a second spend of it, then a spend of a coin already mined away.
    await broadcast(psbtOf([[other.payment.address, value - 1_000n]]))
    await expect(broadcast(psbtOf([[freshAddress(), value - 2_000n]]))).rejects.toMatchObject({
      name: 'BroadcastRefusedError',
      messageId: 'broadcastMempoolConflict',
      shortMessage: 'Another pending transaction spends the same coins. Wait for it to confirm',
    })
    ledger.mine()
    await expect(broadcast(psbtOf([[freshAddress(), value - 2_000n]]))).rejects.toMatchObject({
      name: 'BroadcastRefusedError',
      messageId: 'broadcastInputsSpent',
      shortMessage: 'The coins this transaction spends are already spent. Refresh and try again',
    })
  })

  it("words a declined request as on every chain, and keeps a wallet's own reason", async () => {
    standardOnly.setAutoApprove('reject')
    satsOnly.setAutoApprove('reject')
    try {
      for (const connectorId of ['Standard Only', 'Sats Only']) {
        await expect(
          adapter.bitcoin.sendTransfer({
            connectorId,
            recipients: [{ address: freshAddress(), amount: 10_000n }],
          }),
        ).rejects.toMatchObject({
          shortMessage: 'Transaction rejected in the wallet',
          messageId: 'transactionRejected',
        })
        const account = connectorId === 'Standard Only' ? other : sender
        await expect(
          adapter.bitcoin.signMessage({ connectorId, address: account.payment.address, message: 'no' }),
        ).rejects.toMatchObject({ shortMessage: 'Error signing message', messageId: 'signMessageFailed' })
      }
    } finally {
      standardOnly.setAutoApprove(true)
      satsOnly.setAutoApprove(true)
    }
    await adapter.connect({ connectorId: 'Locked' })
    await expect(
      adapter.bitcoin.sendTransfer({
        connectorId: 'Locked',
        recipients: [{ address: freshAddress(), amount: 10_000n }],
      }),
    ).rejects.toMatchObject({
      name: 'WalletRequestError',
      shortMessage: 'The hardware wallet is locked',
    })
  })
  it("the modal's send (docs/rules/permissions.md): rates by speed, dust refused, the chosen rate paid, Esplora's history", async () => {
    const rates = await adapter.getFeeRates!({ caipNetwork: network })
    expect(rates.slow).toBeGreaterThanOrEqual(1n)
    expect(rates.slow).toBeLessThanOrEqual(rates.normal)
    expect(rates.normal).toBeLessThan(rates.fast)
    const account = { connectorId: 'Standard Only', address: other.payment.address, caipNetwork: network }
    const receiver = freshAddress()
    await expect(adapter.checkTransfer!({ ...account, to: receiver, amount: 293n })).rejects.toMatchObject({
      name: 'AmountBelowDustError',
      shortMessage: 'The minimum amount to this address is 294 sats',
    })
    await expect(
      adapter.checkTransfer!({
        ...account,
        to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        amount: 10_000n,
      }),
    ).rejects.toMatchObject({ name: 'InvalidBitcoinAddressError' })
    await expect(adapter.checkTransfer!({ ...account, to: receiver, amount: 294n })).resolves.toBeUndefined()
    await expect(
      adapter.transfer({
        ...account,
        to: receiver,
        amount: 10_000n,
        token: { address: receiver, decimals: 0 },
      }),
    ).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })

    const slowFee = await adapter.estimateTransfer({
      ...account,
      to: receiver,
      amount: 50_000n,
      feeRate: rates.slow,
    })
    const fastFee = await adapter.estimateTransfer({
      ...account,
      to: receiver,
      amount: 50_000n,
      feeRate: rates.fast,
    })
    expect(fastFee).toBeGreaterThan(slowFee)
    const total = async () => {
      const { confirmed, unconfirmed } = await getAddressBalance(network, other.payment.address)
      return confirmed + unconfirmed
    }
    const before = await total()
    const txid = await adapter.transfer({ ...account, to: receiver, amount: 50_000n, feeRate: rates.fast })
    // The PSBT Portico built at the fast rate is what went out: the estimate was the fee paid.
    expect(before - (await total())).toBe(50_000n + fastFee)

    const sent = await adapter.getTransactions!({ address: other.payment.address, caipNetwork: network })
    expect(sent.data[0]).toMatchObject({
      id: txid,
      metadata: { hash: txid, operationType: 'send', status: 'pending', sentTo: receiver },
      transfers: [{ direction: 'out', quantity: { numeric: '0.0005' }, fungible_info: { symbol: 'BTC' } }],
    })
    ledger.mine()
    const received = await adapter.getTransactions!({ address: receiver, caipNetwork: network })
    expect(received).toEqual({
      data: [
        expect.objectContaining({
          id: txid,
          metadata: expect.objectContaining({
            operationType: 'receive',
            status: 'confirmed',
            sentFrom: other.payment.address,
          }),
          transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '0.0005' } })],
        }),
      ],
      next: undefined,
    })
  })
})
