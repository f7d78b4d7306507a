import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET_FUNDS, BITCOIN_REGTEST } from './constants.ts'
import { describeScript } from './describeScript.ts'
import { parseScript } from './parseScript.ts'
import { BITCOIN_RPC_ERROR_CODES, BitcoinRpcError } from './rpcError.ts'
import type { BitcoinBlock, BitcoinInput, BitcoinOutput, BitcoinTransaction, BitcoinUtxo } from './types.ts'
import { verifyInputScript } from './verifyInputScript.ts'

/** A regtest ledger in memory: blocks, a mempool and the UTXO set, checked the way bitcoind's relay policy checks. */
export type BitcoinChain = {
  /**
   * Checks a raw transaction (hex) and puts it in the mempool; answers its txid. A transaction already
   * in the mempool answers its txid again, as bitcoind does.
   *
   * @throws BitcoinRpcError with bitcoind's code and reason; the chain is unchanged.
   */
  sendRawTransaction(raw: string): string
  /** Mines a block with every mempool transaction. */
  mine(): BitcoinBlock
  getTip(): BitcoinBlock
  /** By height or by hash. */
  getBlock(id: number | string): BitcoinBlock | undefined
  getTransaction(txid: string): BitcoinTransaction | undefined
  /** In arrival order. */
  getMempool(): BitcoinTransaction[]
  /** Every transaction that pays to or spends from the script, oldest first (mempool last). */
  getHistory(script: Uint8Array): BitcoinTransaction[]
  /** The script's unspent outputs, confirmed or in the mempool, minus those the mempool spends. */
  getUtxos(script: Uint8Array): BitcoinUtxo[]
}

type Coin = {
  transaction: BitcoinTransaction
  vout: number
  output: BitcoinOutput
  spentBy: BitcoinTransaction | undefined
}

const COIN = 100_000_000n
const MAX_MONEY = 21_000_000n * COIN
const MAX_BLOCK_WEIGHT = 4_000_000
const NULL_TXID = '00'.repeat(32)
const NULL_VOUT = 0xffffffff
const FINAL_SEQUENCE = 0xffffffff
const LOCKTIME_THRESHOLD = 500_000_000
const REGTEST_BITS = 0x207fffff
const BLOCK_VERSION = 0x20000000
const COINBASE_TAG = new TextEncoder().encode('Portico devnet')
const WITNESS_COMMITMENT_HEADER = Uint8Array.of(0xaa, 0x21, 0xa9, 0xed)

/** bitcoind's default relay policy and `sendrawtransaction`'s default `maxfeerate` (0.1 BTC/kvB). */
const POLICY = {
  minRelayFeeRate: 1n,
  dustRelayFeeRate: 3n,
  maxFeeRate: 10_000n,
  maxAncestors: 25,
  maxWeight: 400_000,
  maxScriptSigSize: 1650,
  minNonWitnessSize: 65,
  maxOpReturnSize: 83,
} as const

/** Each payment address gets its funds as three outputs (50/30/20%), so a few sends need no confirmed change. */
const PAYMENT_SPLIT = [5n, 3n, 2n] as const

/** Regtest's genesis block header; its coinbase is not spendable and not served, as in bitcoind. */
const GENESIS = {
  version: 1,
  previousHash: undefined,
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1_296_688_602,
  bits: REGTEST_BITS,
  nonce: 2,
  size: 285,
  weight: 1140,
}

const PARSE_OPTIONS = {
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  allowUnknownVersion: true,
  allowLegacyWitnessUtxo: true,
  disableScriptCheck: true,
} as const

type HeaderFields = Pick<BitcoinBlock, 'version' | 'previousHash' | 'merkleRoot' | 'time' | 'bits' | 'nonce'>

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const sum = (outputs: readonly BitcoinOutput[]) => outputs.reduce((total, output) => total + output.value, 0n)
const reject = (message: string) => new BitcoinRpcError(BITCOIN_RPC_ERROR_CODES.TransactionRejected, message)
const compactSizeLength = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9)
const isUnspendable = (script: Uint8Array) => script[0] === 0x6a || script.length > 10_000
const isPushOnly = (script: Uint8Array) =>
  parseScript(script).every((op) => op.opcode <= 0x60 && !op.truncated)
const addressScript = (address: string) => btc.OutScript.encode(btc.Address(BITCOIN_REGTEST).decode(address))

function headerHash(fields: HeaderFields): string {
  const header = new Uint8Array(80)
  const view = new DataView(header.buffer)
  view.setUint32(0, fields.version, true)
  header.set(hex.decode(fields.previousHash ?? NULL_TXID).reverse(), 4)
  header.set(hex.decode(fields.merkleRoot).reverse(), 36)
  view.setUint32(68, fields.time, true)
  view.setUint32(72, fields.bits, true)
  view.setUint32(76, fields.nonce, true)
  return hex.encode(sha256x2(header).reverse())
}

/** Bitcoin's merkle root over hashes in internal byte order (the last one pairs with itself). */
function merkleRoot(hashes: Uint8Array[]): Uint8Array {
  let level = hashes
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let i = 0; i < level.length; i += 2) next.push(sha256x2(level[i]!, level[i + 1] ?? level[i]!))
    level = next
  }
  return level[0]!
}

/** bitcoind's FormatMoney: BTC with at least two decimals, e.g. 0.01 or 10.00. */
function formatMoney(sats: bigint): string {
  const fraction = (sats % COIN).toString().padStart(8, '0').replace(/0+$/, '').padEnd(2, '0')
  return `${sats / COIN}.${fraction}`
}

/** The version (0–16) of a witness program script, undefined for other scripts. */
function witnessVersion(script: Uint8Array): number | undefined {
  const [opcode = -1, length] = script
  if (script.length < 4 || script.length > 42 || length !== script.length - 2) return undefined
  if (opcode === 0) return 0
  return opcode >= 0x51 && opcode <= 0x60 ? opcode - 0x50 : undefined
}

function isStandardOutput(script: Uint8Array): boolean {
  const { type } = describeScript(script)
  if (type === 'op_return') return script.length <= POLICY.maxOpReturnSize && isPushOnly(script.subarray(1))
  if (type !== 'unknown' && type !== 'empty') return true
  // Other programs of witness versions 1 to 16 (P2A anchors among them) are kept for upgrades;
  // bitcoind relays payments to them.
  return (witnessVersion(script) ?? 0) > 0
}

/** bitcoind's GetDustThreshold: what spending the output would cost at the dust relay fee rate. */
function dustThreshold(script: Uint8Array): bigint {
  if (isUnspendable(script)) return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  const inputSize = witnessVersion(script) === undefined ? 148 : 67
  return BigInt(outputSize + inputSize) * POLICY.dustRelayFeeRate
}

function decode(text: string): { transaction: btc.Transaction; raw: Uint8Array } {
  const failed = new BitcoinRpcError(
    BITCOIN_RPC_ERROR_CODES.DeserializationError,
    'TX decode failed. Make sure the tx has at least one input.',
  )
  const trimmed = text.trim().toLowerCase()
  if (!/^(?:[0-9a-f]{2})+$/.test(trimmed)) throw failed
  const raw = hex.decode(trimmed)
  try {
    const transaction = btc.Transaction.fromRaw(raw, PARSE_OPTIONS)
    // A serialization that does not round-trip (e.g. an empty witness section) is not canonical.
    if (transaction.hex !== trimmed) throw failed
    return { transaction, raw }
  } catch {
    throw failed
  }
}

function readInputs(transaction: btc.Transaction): BitcoinInput[] {
  return Array.from({ length: transaction.inputsLength }, (_, index) => {
    const input = transaction.getInput(index)
    return {
      txid: hex.encode(input.txid!),
      vout: input.index!,
      scriptSig: input.finalScriptSig ?? new Uint8Array(),
      witness: input.finalScriptWitness ?? [],
      sequence: input.sequence ?? FINAL_SEQUENCE,
    }
  })
}

function readOutputs(transaction: btc.Transaction): BitcoinOutput[] {
  return Array.from({ length: transaction.outputsLength }, (_, index) => {
    const output = transaction.getOutput(index)
    return { script: output.script!, value: output.amount! }
  })
}

function toLedgerTransaction(
  transaction: btc.Transaction,
  raw: Uint8Array,
  prevouts: BitcoinOutput[],
): BitcoinTransaction {
  const inputs = readInputs(transaction)
  const outputs = readOutputs(transaction)
  const isCoinbase = prevouts.length === 0
  return {
    txid: transaction.id,
    raw,
    version: transaction.version,
    locktime: transaction.lockTime,
    inputs,
    outputs,
    prevouts,
    isCoinbase,
    size: raw.length,
    weight: transaction.weight,
    fee: isCoinbase ? 0n : sum(prevouts) - sum(outputs),
    block: undefined,
  }
}

/** CheckTransaction and IsStandardTx: what bitcoind refuses before looking at the inputs. */
function checkShape(transaction: btc.Transaction, inputs: BitcoinInput[], outputs: BitcoinOutput[]) {
  if (inputs.length === 0) throw reject('bad-txns-vin-empty')
  if (outputs.length === 0) throw reject('bad-txns-vout-empty')
  const nonWitnessSize = transaction.toBytes(true, false).length
  if (nonWitnessSize * 4 > MAX_BLOCK_WEIGHT) throw reject('bad-txns-oversize')
  let total = 0n
  for (const output of outputs) {
    if (output.value > MAX_MONEY) throw reject('bad-txns-vout-toolarge')
    total += output.value
    if (total > MAX_MONEY) throw reject('bad-txns-txouttotal-toolarge')
  }
  if (new Set(inputs.map((input) => outpoint(input.txid, input.vout))).size !== inputs.length) {
    throw reject('bad-txns-inputs-duplicate')
  }
  const isNull = (input: BitcoinInput) => input.txid === NULL_TXID && input.vout === NULL_VOUT
  if (inputs.length === 1 && isNull(inputs[0]!)) throw reject('coinbase')
  if (inputs.some(isNull)) throw reject('bad-txns-prevout-null')

  if (transaction.version < 1 || transaction.version > 3) throw reject('version')
  if (transaction.weight > POLICY.maxWeight) throw reject('tx-size')
  for (const { scriptSig } of inputs) {
    if (scriptSig.length > POLICY.maxScriptSigSize) throw reject('scriptsig-size')
    if (!isPushOnly(scriptSig)) throw reject('scriptsig-not-pushonly')
  }
  for (const output of outputs) {
    if (!isStandardOutput(output.script)) throw reject('scriptpubkey')
    if (output.value < dustThreshold(output.script)) throw reject('dust')
  }
  if (nonWitnessSize < POLICY.minNonWitnessSize) throw reject('tx-size-small')
}

/**
 * A Bitcoin regtest ledger in memory, starting from regtest's genesis block and a funding block
 * (height 1) whose coinbase pays every dev account: its payment (P2WPKH) address in three outputs and
 * its ordinals (P2TR) address in one (BITCOIN_DEVNET_FUNDS). Transactions are checked as bitcoind's
 * mempool checks them — inputs exist and are unspent, signatures (P2WPKH, P2TR key path, P2PKH,
 * P2SH-P2WPKH), value, a fee of at least 1 sat/vB on the real vsize, dust, standardness, no double
 * spend — and refused with bitcoind's reasons. Outputs of mempool transactions can be spent (up to 25
 * unconfirmed ancestors, as bitcoind allows); a conflict with the mempool is refused (no replacement).
 * Coinbase maturity is not enforced, so the funding outputs are spendable at once; relative locktimes
 * (BIP-68) are not checked. State lives in memory and starts the same on every start, except the
 * block times.
 *
 * @example
 * const chain = createBitcoinChain()
 * const txid = chain.sendRawTransaction(signedTransaction.hex)
 * chain.mine()
 * chain.getTransaction(txid)?.block?.height // 2
 */
export function createBitcoinChain(): BitcoinChain {
  const blocks: BitcoinBlock[] = []
  const blocksByHash = new Map<string, BitcoinBlock>()
  const transactions = new Map<string, BitcoinTransaction>()
  const mempool = new Map<string, BitcoinTransaction>()
  const coins = new Map<string, Coin>()
  const histories = new Map<string, BitcoinTransaction[]>()

  const tip = () => blocks.at(-1)!

  function addBlock(block: BitcoinBlock) {
    blocks.push(block)
    blocksByHash.set(block.hash, block)
  }

  function record(transaction: BitcoinTransaction) {
    transactions.set(transaction.txid, transaction)
    for (const input of transaction.inputs) {
      const coin = coins.get(outpoint(input.txid, input.vout))
      if (coin) coin.spentBy = transaction
    }
    transaction.outputs.forEach((output, vout) => {
      if (isUnspendable(output.script)) return
      coins.set(outpoint(transaction.txid, vout), { transaction, vout, output, spentBy: undefined })
    })
    const scripts = new Set(
      [...transaction.prevouts, ...transaction.outputs].map((o) => hex.encode(o.script)),
    )
    for (const script of scripts) {
      const history = histories.get(script)
      if (history) history.push(transaction)
      else histories.set(script, [transaction])
    }
  }

  function createCoinbase(height: number, payouts: BitcoinOutput[], included: BitcoinTransaction[]) {
    const reserved = new Uint8Array(32)
    // BIP-141: the coinbase commits to the witness merkle root; the coinbase's own wtxid counts as zero.
    const witnessRoot = merkleRoot([new Uint8Array(32), ...included.map((tx) => sha256x2(tx.raw))])
    const commitment = new Uint8Array([...WITNESS_COMMITMENT_HEADER, ...sha256x2(witnessRoot, reserved)])
    const raw = btc.RawTx.encode({
      version: 2,
      segwitFlag: true,
      inputs: [
        {
          txid: new Uint8Array(32),
          index: NULL_VOUT,
          finalScriptSig: btc.Script.encode([height, COINBASE_TAG]),
          sequence: FINAL_SEQUENCE,
        },
      ],
      outputs: [
        ...payouts.map((output) => ({ amount: output.value, script: output.script })),
        { amount: 0n, script: btc.Script.encode(['RETURN', commitment]) },
      ],
      witnesses: [[reserved]],
      lockTime: 0,
    })
    return toLedgerTransaction(btc.Transaction.fromRaw(raw, PARSE_OPTIONS), raw, [])
  }

  function mineBlock(payouts: BitcoinOutput[]): BitcoinBlock {
    const previous = tip()
    const included = [...mempool.values()]
    const height = previous.height + 1
    const coinbase = createCoinbase(height, payouts, included)
    const confirmed = [coinbase, ...included]
    const time = Math.max(Math.floor(Date.now() / 1000), previous.medianTime + 1)
    const recentTimes = [...blocks.slice(-10).map((block) => block.time), time].sort((a, b) => a - b)
    const root = merkleRoot(confirmed.map((tx) => hex.decode(tx.txid).reverse()))
    const fields: HeaderFields = {
      version: BLOCK_VERSION,
      previousHash: previous.hash,
      merkleRoot: hex.encode(root.reverse()),
      time,
      bits: REGTEST_BITS,
      nonce: 0,
    }
    const target = BigInt(REGTEST_BITS & 0xffffff) << BigInt(8 * ((REGTEST_BITS >>> 24) - 3))
    let hash = headerHash(fields)
    while (BigInt(`0x${hash}`) > target) {
      fields.nonce += 1
      hash = headerHash(fields)
    }
    const headerSize = 80 + compactSizeLength(confirmed.length)
    const block: BitcoinBlock = {
      ...fields,
      height,
      hash,
      medianTime: recentTimes[Math.floor(recentTimes.length / 2)]!,
      txids: confirmed.map((tx) => tx.txid),
      size: headerSize + confirmed.reduce((size, tx) => size + tx.size, 0),
      weight: headerSize * 4 + confirmed.reduce((weight, tx) => weight + tx.weight, 0),
    }
    addBlock(block)
    record(coinbase)
    for (const transaction of confirmed) transaction.block = block
    mempool.clear()
    return block
  }

  function countUnconfirmedAncestors(parents: BitcoinTransaction[]): number {
    const ancestors = new Set<string>()
    const visit = (transaction: BitcoinTransaction | undefined) => {
      if (!transaction || transaction.block || ancestors.has(transaction.txid)) return
      ancestors.add(transaction.txid)
      for (const input of transaction.inputs) visit(transactions.get(input.txid))
    }
    parents.forEach(visit)
    return ancestors.size
  }

  function isFinal(transaction: btc.Transaction, inputs: BitcoinInput[]): boolean {
    const locktime = transaction.lockTime
    if (locktime === 0) return true
    const limit = locktime < LOCKTIME_THRESHOLD ? tip().height + 1 : tip().medianTime
    return locktime < limit || inputs.every((input) => input.sequence === FINAL_SEQUENCE)
  }

  function sendRawTransaction(text: string): string {
    const { transaction, raw } = decode(text)
    const txid = transaction.id
    const inputs = readInputs(transaction)
    const outputs = readOutputs(transaction)
    checkShape(transaction, inputs, outputs)
    if (!isFinal(transaction, inputs)) throw reject('non-final')
    if (mempool.has(txid)) return txid

    const spent = inputs.map((input) => coins.get(outpoint(input.txid, input.vout)))
    if (spent.some((coin) => coin?.spentBy && !coin.spentBy.block)) throw reject('txn-mempool-conflict')
    if (spent.some((coin) => !coin || coin.spentBy)) {
      const known = transactions.get(txid)
      const hasUnspentOutput = known?.outputs.some((_, vout) => {
        const coin = coins.get(outpoint(txid, vout))
        return coin !== undefined && coin.spentBy === undefined
      })
      if (hasUnspentOutput) {
        throw new BitcoinRpcError(
          BITCOIN_RPC_ERROR_CODES.TransactionAlreadyInChain,
          'Transaction outputs already in utxo set',
        )
      }
      throw new BitcoinRpcError(BITCOIN_RPC_ERROR_CODES.TransactionError, 'bad-txns-inputs-missingorspent')
    }
    const coinsSpent = spent as Coin[]
    const prevouts = coinsSpent.map((coin) => coin.output)
    const valueIn = sum(prevouts)
    const valueOut = sum(outputs)
    if (valueIn < valueOut) {
      throw reject(
        `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
      )
    }
    const fee = valueIn - valueOut
    const vsize = BigInt(Math.ceil(transaction.weight / 4))
    const minimumFee = vsize * POLICY.minRelayFeeRate
    if (fee < minimumFee) throw reject(`min relay fee not met, ${fee} < ${minimumFee}`)
    if (countUnconfirmedAncestors(coinsSpent.map((coin) => coin.transaction)) >= POLICY.maxAncestors) {
      throw reject(`too-long-mempool-chain, too many unconfirmed ancestors [limit: ${POLICY.maxAncestors}]`)
    }
    for (let index = 0; index < inputs.length; index++) {
      const reason = verifyInputScript({ transaction, index, prevouts })
      if (reason) throw reject(reason)
    }
    if (fee > vsize * POLICY.maxFeeRate) {
      throw new BitcoinRpcError(
        BITCOIN_RPC_ERROR_CODES.TransactionError,
        'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
      )
    }
    const accepted = toLedgerTransaction(transaction, raw, prevouts)
    record(accepted)
    mempool.set(txid, accepted)
    return txid
  }

  addBlock({
    ...GENESIS,
    height: 0,
    hash: headerHash(GENESIS),
    medianTime: GENESIS.time,
    txids: [GENESIS.merkleRoot],
  })
  mineBlock(
    BITCOIN_DEV_ACCOUNTS.flatMap((account) => [
      ...PAYMENT_SPLIT.map((tenths) => ({
        script: addressScript(account.payment.address),
        value: (BITCOIN_DEVNET_FUNDS.payment * tenths) / 10n,
      })),
      { script: addressScript(account.ordinals.address), value: BITCOIN_DEVNET_FUNDS.ordinals },
    ]),
  )

  return {
    sendRawTransaction,
    mine: () => mineBlock([]),
    getTip: tip,
    getBlock: (id) => (typeof id === 'number' ? blocks[id] : blocksByHash.get(id)),
    getTransaction: (txid) => transactions.get(txid),
    getMempool: () => [...mempool.values()],
    getHistory: (script) => [...(histories.get(hex.encode(script)) ?? [])],
    getUtxos: (script) => {
      const key = hex.encode(script)
      return (histories.get(key) ?? []).flatMap((transaction) =>
        transaction.outputs.flatMap((output, vout) => {
          const coin = coins.get(outpoint(transaction.txid, vout))
          if (hex.encode(output.script) !== key || !coin || coin.spentBy) return []
          return [{ transaction, vout, value: output.value }]
        }),
      )
    },
  }
}
