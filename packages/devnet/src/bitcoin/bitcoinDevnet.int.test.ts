import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_FUNDS,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_REGTEST,
} from './constants.ts'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from './startBitcoinDevnet.ts'

type Utxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}
type Stats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}
type AddressInfo = { address: string; chain_stats: Stats; mempool_stats: Stats }
type Key = 'payment' | 'ordinals'

let devnet: StartBitcoinDevnetReturnType

beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0, blockTime: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

async function request(path: string, init?: RequestInit) {
  const response = await fetch(`${devnet.url}${path}`, init)
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await request(path)
  expect(response.status, response.body).toBe(200)
  return JSON.parse(response.body) as T
}

const broadcast = (raw: string) => request('/tx', { method: 'POST', body: raw })
const utxosOf = (address: string) => getJson<Utxo[]>(`/address/${address}/utxo`)
const infoOf = (address: string) => getJson<AddressInfo>(`/address/${address}`)
const sumOf = (utxos: Utxo[]) => utxos.reduce((total, utxo) => total + utxo.value, 0)

function paymentOf(account: number, key: Key) {
  const keys = BITCOIN_DEV_ACCOUNTS[account]![key]
  const publicKey = hex.decode(keys.publicKey)
  return {
    address: keys.address,
    privateKey: hex.decode(keys.privateKey),
    payment:
      key === 'payment'
        ? btc.p2wpkh(publicKey, BITCOIN_REGTEST)
        : btc.p2tr(publicKey, undefined, BITCOIN_REGTEST),
  }
}

type SpendParameters = {
  account: number
  key: Key
  utxos: Utxo[]
  to: string
  amount: bigint
  fee: bigint
  /** Signs as if the inputs held this much more (the chain knows better). */
  claimedExtra?: bigint
}

/** A signed transaction spending `utxos` of a dev account: `amount` to `to`, the rest minus `fee` back. */
function spend(parameters: SpendParameters): btc.Transaction {
  const { account, key, utxos, to, amount, fee, claimedExtra = 0n } = parameters
  const { address, privateKey, payment } = paymentOf(account, key)
  const transaction = new btc.Transaction()
  for (const utxo of utxos) {
    transaction.addInput({
      ...payment,
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) + claimedExtra },
    })
  }
  const total = BigInt(sumOf(utxos)) + claimedExtra * BigInt(utxos.length)
  transaction.addOutputAddress(to, amount, BITCOIN_REGTEST)
  if (total - amount - fee > 0n) transaction.addOutputAddress(address, total - amount - fee, BITCOIN_REGTEST)
  transaction.sign(privateKey)
  transaction.finalize()
  return transaction
}

/** Everything a refused transaction must leave as it was. */
async function snapshot(addresses: string[]) {
  return {
    tip: (await request('/blocks/tip/hash')).body,
    mempool: await getJson<string[]>('/mempool/txids'),
    addresses: await Promise.all(
      addresses.map(async (address) => [await infoOf(address), await utxosOf(address)]),
    ),
  }
}

const rpcError = (code: number, message: string) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

describe('the local Bitcoin chain at genesis', () => {
  it("starts on regtest's genesis block with the funding block on top", async () => {
    expect((await request('/block-height/0')).body).toBe(BITCOIN_DEVNET_GENESIS_HASH)
    expect((await request('/blocks/tip/height')).body).toBe('1')
    const tipHash = (await request('/blocks/tip/hash')).body
    const block = await getJson<Record<string, unknown>>(`/block/${tipHash}`)
    expect(block).toMatchObject({
      id: tipHash,
      height: 1,
      previousblockhash: BITCOIN_DEVNET_GENESIS_HASH,
      bits: 0x207fffff,
      tx_count: 1,
    })
    expect(BigInt(`0x${tipHash}`)).toBeLessThan(0x7fffffn << 232n)
    const genesis = await getJson<Record<string, unknown>>(`/block/${BITCOIN_DEVNET_GENESIS_HASH}`)
    expect(genesis).toMatchObject({ height: 0, previousblockhash: null, timestamp: 1296688602, nonce: 2 })
    expect(await getJson(`/block/${BITCOIN_DEVNET_GENESIS_HASH}/status`)).toEqual({
      in_best_chain: true,
      height: 0,
      next_best: tipHash,
    })
  })

  it('funds each payment address with three confirmed outputs and each ordinals address with one', async () => {
    for (const account of BITCOIN_DEV_ACCOUNTS) {
      const payment = await utxosOf(account.payment.address)
      expect(payment.map((utxo) => utxo.value)).toEqual([500_000_000, 300_000_000, 200_000_000])
      expect(sumOf(payment)).toBe(Number(BITCOIN_DEVNET_FUNDS.payment))
      for (const utxo of payment) {
        expect(utxo.status).toMatchObject({ confirmed: true, block_height: 1 })
        expect(utxo.txid).toMatch(/^[0-9a-f]{64}$/)
      }
      expect(await infoOf(account.payment.address)).toEqual({
        address: account.payment.address,
        chain_stats: {
          funded_txo_count: 3,
          funded_txo_sum: 1_000_000_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      })
      const ordinals = await utxosOf(account.ordinals.address)
      expect(ordinals.map((utxo) => utxo.value)).toEqual([Number(BITCOIN_DEVNET_FUNDS.ordinals)])
    }
  })

  it("serves the funding coinbase in Esplora's transaction format", async () => {
    const [utxo] = await utxosOf(BITCOIN_DEV_ACCOUNTS[0].payment.address)
    const funding = await getJson<Record<string, unknown>>(`/tx/${utxo!.txid}`)
    expect(funding).toMatchObject({
      txid: utxo!.txid,
      version: 2,
      locktime: 0,
      fee: 0,
      status: { confirmed: true, block_height: 1 },
      vin: [
        {
          txid: '0'.repeat(64),
          vout: 0xffffffff,
          prevout: null,
          is_coinbase: true,
          witness: ['0'.repeat(64)],
        },
      ],
    })
    const vout = funding.vout as Record<string, unknown>[]
    const script = hex.encode(paymentOf(0, 'payment').payment.script)
    expect(vout[0]).toEqual({
      scriptpubkey: script,
      scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${script.slice(4)}`,
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: BITCOIN_DEV_ACCOUNTS[0].payment.address,
      value: 500_000_000,
    })
    expect(vout[3]).toMatchObject({
      scriptpubkey_type: 'v1_p2tr',
      scriptpubkey_address: BITCOIN_DEV_ACCOUNTS[0].ordinals.address,
    })
    expect(vout.at(-1)).toMatchObject({ scriptpubkey_type: 'op_return', value: 0 })
    expect((vout.at(-1) as { scriptpubkey_address?: string }).scriptpubkey_address).toBeUndefined()
  })

  it('answers fee estimates for every Esplora target, none below 1 sat/vB', async () => {
    const estimates = await getJson<Record<string, number>>('/fee-estimates')
    for (const target of ['1', '2', '3', '6', '25', '144', '504', '1008']) {
      expect(estimates[target]).toBeGreaterThanOrEqual(1)
    }
    expect(estimates['1']).toBeGreaterThanOrEqual(estimates['144']!)
  })
})

describe('sending on the local Bitcoin chain', () => {
  it('accepts a P2WPKH spend, shows it in the mempool, and confirms it with the next block', async () => {
    const sender = BITCOIN_DEV_ACCOUNTS[0].payment.address
    const receiver = BITCOIN_DEV_ACCOUNTS[1].payment.address
    const [utxo] = await utxosOf(sender)
    const before = sumOf(await utxosOf(receiver))
    const transaction = spend({
      account: 0,
      key: 'payment',
      utxos: [utxo!],
      to: receiver,
      amount: 12_345_678n,
      fee: 300n,
    })
    const sent = await broadcast(transaction.hex)
    expect(sent).toMatchObject({ status: 200, body: transaction.id })
    expect(await getJson(`/tx/${transaction.id}/status`)).toEqual({ confirmed: false })
    expect((await infoOf(receiver)).mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 12_345_678,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    expect((await infoOf(sender)).mempool_stats).toMatchObject({ spent_txo_sum: utxo!.value, tx_count: 1 })
    expect(sumOf(await utxosOf(receiver))).toBe(before + 12_345_678)
    expect((await getJson<{ txid: string }[]>(`/address/${receiver}/txs`))[0]?.txid).toBe(transaction.id)
    expect(await getJson<string[]>('/mempool/txids')).toEqual([transaction.id])
    expect((await request(`/tx/${transaction.id}/hex`)).body).toBe(transaction.hex)

    const served = await getJson<Record<string, unknown>>(`/tx/${transaction.id}`)
    expect(served).toMatchObject({
      txid: transaction.id,
      fee: 300,
      weight: transaction.weight,
      size: transaction.hex.length / 2,
      status: { confirmed: false },
      vin: [
        {
          txid: utxo!.txid,
          vout: utxo!.vout,
          prevout: { scriptpubkey_address: sender, value: utxo!.value, scriptpubkey_type: 'v0_p2wpkh' },
          is_coinbase: false,
          scriptsig: '',
        },
      ],
      vout: [
        { scriptpubkey_address: receiver, value: 12_345_678 },
        { scriptpubkey_address: sender, value: utxo!.value - 12_345_678 - 300 },
      ],
    })

    const mined = await request('/mine', { method: 'POST' })
    const [blockHash] = JSON.parse(mined.body) as string[]
    expect((await request('/blocks/tip/hash')).body).toBe(blockHash)
    expect(await getJson(`/tx/${transaction.id}/status`)).toMatchObject({
      confirmed: true,
      block_height: 2,
      block_hash: blockHash,
    })
    const receiverInfo = await infoOf(receiver)
    expect(receiverInfo.chain_stats.funded_txo_sum).toBe(Number(BITCOIN_DEVNET_FUNDS.payment) + 12_345_678)
    expect(receiverInfo.mempool_stats.tx_count).toBe(0)
    expect(sumOf(await utxosOf(receiver))).toBe(before + 12_345_678)
    expect(await getJson(`/block/${blockHash}/txids`)).toEqual([expect.any(String), transaction.id])
  })

  it('accepts a P2TR key-path spend from an ordinals address', async () => {
    const sender = BITCOIN_DEV_ACCOUNTS[2].ordinals.address
    const receiver = BITCOIN_DEV_ACCOUNTS[1].ordinals.address
    const before = sumOf(await utxosOf(receiver))
    const transaction = spend({
      account: 2,
      key: 'ordinals',
      utxos: await utxosOf(sender),
      to: receiver,
      amount: 400_000n,
      fee: 250n,
    })
    expect(await broadcast(transaction.hex)).toMatchObject({ status: 200, body: transaction.id })
    expect((await infoOf(receiver)).mempool_stats.funded_txo_sum).toBe(400_000)
    const served = await getJson<{ vin: { witness: string[]; prevout: { scriptpubkey_type: string } }[] }>(
      `/tx/${transaction.id}`,
    )
    expect(served.vin[0]?.prevout.scriptpubkey_type).toBe('v1_p2tr')
    expect(served.vin[0]?.witness.map((item) => item.length)).toEqual([128])

    const block = devnet.mine()
    expect(await getJson(`/tx/${transaction.id}/status`)).toMatchObject({
      confirmed: true,
      block_hash: block.hash,
    })
    expect(sumOf(await utxosOf(receiver))).toBe(before + 400_000)
    expect(sumOf(await utxosOf(sender))).toBe(Number(BITCOIN_DEVNET_FUNDS.ordinals) - 400_000 - 250)
  })

  it('spends the change of a mempool transaction, and confirms both in one block', async () => {
    const sender = BITCOIN_DEV_ACCOUNTS[1].payment.address
    const receiver = BITCOIN_DEV_ACCOUNTS[2].payment.address
    const [utxo] = await utxosOf(sender)
    const first = spend({
      account: 1,
      key: 'payment',
      utxos: [utxo!],
      to: receiver,
      amount: 1_000_000n,
      fee: 200n,
    })
    expect((await broadcast(first.hex)).status).toBe(200)
    const change = (await utxosOf(sender)).find((entry) => entry.txid === first.id)!
    expect(change.status).toEqual({ confirmed: false })
    const second = spend({
      account: 1,
      key: 'payment',
      utxos: [change],
      to: receiver,
      amount: 2_000_000n,
      fee: 200n,
    })
    expect(await broadcast(second.hex)).toMatchObject({ status: 200, body: second.id })
    const block = devnet.mine()
    expect(block.txids.slice(1)).toEqual([first.id, second.id])
  })

  it('spends P2PKH and P2SH-P2WPKH outputs with the dev key', async () => {
    const { privateKey } = paymentOf(0, 'payment')
    const publicKey = hex.decode(BITCOIN_DEV_ACCOUNTS[0].payment.publicKey)
    const legacy = btc.p2pkh(publicKey, BITCOIN_REGTEST)
    const nested = btc.p2sh(btc.p2wpkh(publicKey, BITCOIN_REGTEST), BITCOIN_REGTEST)
    const [utxo] = await utxosOf(BITCOIN_DEV_ACCOUNTS[0].payment.address)
    const funding = spend({
      account: 0,
      key: 'payment',
      utxos: [utxo!],
      to: legacy.address!,
      amount: 50_000n,
      fee: 300n,
    })
    expect((await broadcast(funding.hex)).status).toBe(200)
    const second = spend({
      account: 0,
      key: 'payment',
      utxos: [(await utxosOf(BITCOIN_DEV_ACCOUNTS[0].payment.address)).find((u) => u.txid === funding.id)!],
      to: nested.address!,
      amount: 60_000n,
      fee: 300n,
    })
    expect((await broadcast(second.hex)).status).toBe(200)
    devnet.mine()

    const [legacyUtxo] = await utxosOf(legacy.address!)
    const [nestedUtxo] = await utxosOf(nested.address!)
    const transaction = new btc.Transaction()
    transaction.addInput({
      ...legacy,
      txid: legacyUtxo!.txid,
      index: legacyUtxo!.vout,
      nonWitnessUtxo: (await request(`/tx/${legacyUtxo!.txid}/hex`)).body,
    })
    transaction.addInput({
      ...nested,
      txid: nestedUtxo!.txid,
      index: nestedUtxo!.vout,
      witnessUtxo: { script: nested.script, amount: BigInt(nestedUtxo!.value) },
    })
    transaction.addOutputAddress(BITCOIN_DEV_ACCOUNTS[2].payment.address, 100_000n, BITCOIN_REGTEST)
    transaction.sign(privateKey)
    transaction.finalize()
    expect(await broadcast(transaction.hex)).toMatchObject({ status: 200, body: transaction.id })
    const served = await getJson<{
      vin: { prevout: { scriptpubkey_type: string }; inner_redeemscript_asm?: string }[]
    }>(`/tx/${transaction.id}`)
    expect(served.vin.map((vin) => vin.prevout.scriptpubkey_type)).toEqual(['p2pkh', 'p2sh'])
    expect(served.vin[1]?.inner_redeemscript_asm).toMatch(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/)
    devnet.mine()
  })

  it('pays a taproot output whose key is off the curve, as bitcoind does, and serves its address', async () => {
    const sender = BITCOIN_DEV_ACCOUNTS[1].payment.address
    const { privateKey, payment } = paymentOf(1, 'payment')
    const [utxo] = await utxosOf(sender)
    const offCurve = Uint8Array.of(0x51, 32, ...new Uint8Array(32).fill(0xff))
    const transaction = new btc.Transaction({ allowUnknownOutputs: true })
    transaction.addInput({
      txid: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: payment.script, amount: BigInt(utxo!.value) },
    })
    transaction.addOutput({ script: offCurve, amount: 1_000n })
    transaction.addOutputAddress(sender, BigInt(utxo!.value) - 1_000n - 300n, BITCOIN_REGTEST)
    transaction.sign(privateKey)
    transaction.finalize()
    expect((await broadcast(transaction.hex)).status).toBe(200)
    const served = await getJson<{ vout: { scriptpubkey_type: string; scriptpubkey_address: string }[] }>(
      `/tx/${transaction.id}`,
    )
    expect(served.vout[0]?.scriptpubkey_type).toBe('v1_p2tr')
    const address = served.vout[0]!.scriptpubkey_address
    expect(address).toMatch(/^bcrt1p/)
    expect((await infoOf(address)).mempool_stats.funded_txo_sum).toBe(1_000)
    devnet.mine()
  })

  it('answers a rebroadcast of a mempool transaction with its txid, and refuses it once confirmed', async () => {
    const [utxo] = await utxosOf(BITCOIN_DEV_ACCOUNTS[2].payment.address)
    const transaction = spend({
      account: 2,
      key: 'payment',
      utxos: [utxo!],
      to: BITCOIN_DEV_ACCOUNTS[0].payment.address,
      amount: 10_000n,
      fee: 200n,
    })
    expect((await broadcast(transaction.hex)).body).toBe(transaction.id)
    expect((await broadcast(transaction.hex)).body).toBe(transaction.id)
    expect(await getJson('/mempool/txids')).toEqual([transaction.id])
    devnet.mine()
    expect(await broadcast(transaction.hex)).toMatchObject({
      status: 400,
      body: rpcError(-27, 'Transaction outputs already in utxo set'),
    })
  })
})

describe('refusals on the local Bitcoin chain leave it unchanged', () => {
  const sender = BITCOIN_DEV_ACCOUNTS[2].payment.address
  const receiver = BITCOIN_DEV_ACCOUNTS[1].payment.address

  async function expectRefused(raw: string, code: number, message: string) {
    const before = await snapshot([sender, receiver])
    const answer = await broadcast(raw)
    expect(answer).toEqual({ status: 400, type: 'text/plain', body: rpcError(code, message) })
    expect(await snapshot([sender, receiver])).toEqual(before)
  }

  const send = async (overrides: Partial<SpendParameters> = {}) =>
    spend({
      account: 2,
      key: 'payment',
      utxos: (await utxosOf(sender)).slice(0, 1),
      to: receiver,
      amount: 100_000n,
      fee: 500n,
      ...overrides,
    })

  it('refuses a transaction that spends the same output twice', async () => {
    const [utxo] = await utxosOf(sender)
    await expectRefused((await send({ utxos: [utxo!, utxo!] })).hex, -26, 'bad-txns-inputs-duplicate')
  })

  it('refuses a second spend of an output the mempool already spends, and of one a block spent', async () => {
    const [utxo] = await utxosOf(sender)
    const first = await send({ utxos: [utxo!] })
    expect((await broadcast(first.hex)).status).toBe(200)
    const conflicting = await send({ utxos: [utxo!], amount: 200_000n })
    await expectRefused(conflicting.hex, -26, 'txn-mempool-conflict')
    devnet.mine()
    await expectRefused(conflicting.hex, -25, 'bad-txns-inputs-missingorspent')
  })

  it('refuses an input that does not exist', async () => {
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: 100_000_000, status: { confirmed: true } }
    await expectRefused((await send({ utxos: [unknown] })).hex, -25, 'bad-txns-inputs-missingorspent')
  })

  it('refuses a tampered P2WPKH signature', async () => {
    const transaction = await send()
    const signature = hex.encode(transaction.getInput(0).finalScriptWitness![0]!)
    const flipped = (Number.parseInt(signature.slice(20, 22), 16) ^ 1).toString(16).padStart(2, '0')
    const tampered = transaction.hex.replace(
      signature,
      `${signature.slice(0, 20)}${flipped}${signature.slice(22)}`,
    )
    await expectRefused(
      tampered,
      -26,
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
  })

  it("refuses a witness that carries another key than the address's", async () => {
    const transaction = await send()
    const otherKey = BITCOIN_DEV_ACCOUNTS[0].payment.publicKey
    const tampered = transaction.hex.replace(BITCOIN_DEV_ACCOUNTS[2].payment.publicKey, otherKey)
    expect(tampered).not.toBe(transaction.hex)
    await expectRefused(
      tampered,
      -26,
      'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)',
    )
  })

  it('refuses a high-S signature as non-standard, though a block could hold it', async () => {
    const transaction = await send()
    const signature = transaction.getInput(0).finalScriptWitness![0]!
    const { r, s } = secp256k1.Signature.fromDER(signature.subarray(0, -1))
    const highS = new secp256k1.Signature(r, secp256k1.CURVE.n - s).toBytes('der')
    const item = (bytes: Uint8Array) => hex.encode(Uint8Array.of(bytes.length, ...bytes))
    const malleated = transaction.hex.replace(
      item(signature),
      item(Uint8Array.of(...highS, signature.at(-1)!)),
    )
    expect(malleated).not.toBe(transaction.hex)
    await expectRefused(
      malleated,
      -26,
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
    )
  })

  it('refuses a signature made over a wrong input amount', async () => {
    await expectRefused(
      (await send({ claimedExtra: 1n })).hex,
      -26,
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
  })

  it('refuses a tampered P2TR signature', async () => {
    const ordinals = BITCOIN_DEV_ACCOUNTS[0].ordinals.address
    const transaction = spend({
      account: 0,
      key: 'ordinals',
      utxos: await utxosOf(ordinals),
      to: receiver,
      amount: 10_000n,
      fee: 500n,
    })
    const signature = hex.encode(transaction.getInput(0).finalScriptWitness![0]!)
    const tampered = transaction.hex.replace(
      signature,
      `${signature.slice(0, 127)}${signature[127] === '0' ? '1' : '0'}`,
    )
    const before = await snapshot([ordinals])
    expect(await broadcast(tampered)).toMatchObject({
      status: 400,
      body: rpcError(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'),
    })
    expect(await snapshot([ordinals])).toEqual(before)
  })

  it('refuses a fee below 1 sat/vB, naming the fee and the vsize', async () => {
    const transaction = await send({ fee: 100n })
    expect(transaction.vsize).toBeGreaterThan(100)
    await expectRefused(transaction.hex, -26, `min relay fee not met, 100 < ${transaction.vsize}`)
  })

  it('refuses outputs worth more than the inputs, naming both in BTC', async () => {
    const [utxo] = await utxosOf(sender)
    const transaction = await send({ utxos: [utxo!], claimedExtra: 10_000n, fee: 0n })
    const btcText = (sats: number) =>
      `${Math.floor(sats / 1e8)}.${String(sats % 1e8)
        .padStart(8, '0')
        .replace(/0+$/, '')
        .padEnd(2, '0')}`
    await expectRefused(
      transaction.hex,
      -26,
      `bad-txns-in-belowout, value in (${btcText(utxo!.value)}) < value out (${btcText(utxo!.value + 10_000)})`,
    )
  })

  it('refuses a dust output', async () => {
    await expectRefused((await send({ amount: 293n })).hex, -26, 'dust')
  })

  it('refuses hex that is not a transaction', async () => {
    for (const body of ['', 'zz', 'abc', '0200000000']) {
      await expectRefused(body, -22, 'TX decode failed. Make sure the tx has at least one input.')
    }
  })
})

describe('the Esplora HTTP API of the local Bitcoin chain', () => {
  it('answers bad input with a 400 or 404 text message', async () => {
    const unknown = 'cd'.repeat(32)
    const cases: [string, number, string][] = [
      ['/address/not-an-address', 400, 'Invalid Bitcoin address'],
      ['/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo', 400, 'Address on invalid network'],
      ['/tx/xyz', 400, 'Invalid hash string'],
      [`/tx/${unknown}`, 404, 'Transaction not found'],
      [`/tx/${unknown}/hex`, 404, 'Transaction not found'],
      [`/tx/${unknown}/status`, 404, 'Transaction not found'],
      [`/block/${unknown}`, 404, 'Block not found'],
      ['/block-height/99999', 404, 'Block not found'],
      ['/block-height/tip', 400, 'Invalid number'],
      ['/blocks/tip/size', 404, 'endpoint does not exist "/blocks/tip/size"'],
    ]
    for (const [path, status, body] of cases) {
      expect(await request(path)).toEqual({ status, type: 'text/plain', body })
    }
    expect(await request('/mine?blocks=0', { method: 'POST' })).toMatchObject({ status: 400 })
  })

  it('refuses a body above 1 MB with 413 and keeps serving', async () => {
    const answer = await request('/tx', { method: 'POST', body: '00'.repeat(600_000) })
    expect(answer).toEqual({ status: 413, type: 'text/plain', body: 'Request body too large' })
    expect((await request('/blocks/tip/height')).status).toBe(200)
  })

  it('lets browser pages on other origins call it (CORS)', async () => {
    const preflight = await fetch(`${devnet.url}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const response = await fetch(`${devnet.url}/blocks/tip/height`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('lists an address history newest first, and pages confirmed transactions', async () => {
    const address = BITCOIN_DEV_ACCOUNTS[1].payment.address
    const all = await getJson<{ txid: string; status: { block_height: number } }[]>(`/address/${address}/txs`)
    const heights = all.map((transaction) => transaction.status.block_height)
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
    expect(await getJson(`/address/${address}/txs/chain`)).toEqual(all)
    expect(await getJson(`/address/${address}/txs/mempool`)).toEqual([])
    const afterFirst = await getJson<{ txid: string }[]>(`/address/${address}/txs/chain/${all[0]!.txid}`)
    expect(afterFirst.map((transaction) => transaction.txid)).toEqual(all.slice(1).map((tx) => tx.txid))
  })

  it('mines a block every blockTime seconds', async () => {
    const fast = await startBitcoinDevnet({ port: 0, blockTime: 0.05 })
    try {
      await expect
        .poll(async () => Number(await (await fetch(`${fast.url}/blocks/tip/height`)).text()), {
          timeout: 5000,
        })
        .toBeGreaterThanOrEqual(3)
    } finally {
      await fast.stop()
    }
  })
})
