import { bech32, bech32m, createBase58check, hex } from '@scure/base'
import { sha256 } from '@scure/btc-signer/utils.js'
import { BITCOIN_REGTEST } from './constants.ts'
import type { BitcoinChain } from './createBitcoinChain.ts'
import { describeScript } from './describeScript.ts'
import { parseScript } from './parseScript.ts'
import { BitcoinRpcError } from './rpcError.ts'
import type { BitcoinBlock, BitcoinOutput, BitcoinTransaction } from './types.ts'

export type EsploraRequest = {
  method: string
  /** Path and query, e.g. `/address/bcrt1q…/utxo`. */
  url: string
  body: string
}

export type EsploraResponse = {
  status: number
  contentType: 'application/json' | 'text/plain'
  body: string
}

/** The routes the local chain answers: Esplora's, plus `POST /mine` (dev only). */
export const BITCOIN_DEVNET_ROUTES = [
  'GET /blocks/tip/height',
  'GET /blocks/tip/hash',
  'GET /block-height/:height',
  'GET /block/:hash',
  'GET /block/:hash/status',
  'GET /block/:hash/txids',
  'GET /tx/:txid',
  'GET /tx/:txid/hex',
  'GET /tx/:txid/status',
  'GET /address/:address',
  'GET /address/:address/txs',
  'GET /address/:address/txs/chain',
  'GET /address/:address/txs/chain/:last_seen_txid',
  'GET /address/:address/txs/mempool',
  'GET /address/:address/utxo',
  'GET /mempool/txids',
  'GET /fee-estimates',
  'POST /tx',
  'POST /mine',
] as const

type Route = (typeof BITCOIN_DEVNET_ROUTES)[number]

/**
 * Fee rates (sat/vB) by confirmation target, at Esplora's targets. A made-up ladder from 5 down to
 * bitcoind's 1 sat/vB relay minimum: every block takes the whole mempool, so any of them confirms next.
 */
const FEE_ESTIMATES: Record<string, number> = Object.fromEntries(
  [...Array.from({ length: 25 }, (_, index) => index + 1), 144, 504, 1008].map((target) => [
    String(target),
    target <= 3 ? 6 - target : target <= 6 ? 2 : 1,
  ]),
)

/** Esplora's page sizes. */
const MAX_MEMPOOL_TXS = 50
const CHAIN_TXS_PER_PAGE = 25
const MAX_BLOCKS_PER_MINE = 100

class EsploraHttpError extends Error {
  override name = 'EsploraHttpError' as const
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

const text = (body: string, status = 200): EsploraResponse => ({ status, contentType: 'text/plain', body })
const json = (value: unknown): EsploraResponse => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(value),
})

function readHash(value: string): string {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new EsploraHttpError(400, 'Invalid hash string')
  return value.toLowerCase()
}

type AddressNetwork = { bech32: string; pubKeyHash: number; scriptHash: number }

/** Mainnet's and testnet's (and signet's) address encodings: an address for them is on the wrong network. */
const OTHER_NETWORKS: readonly AddressNetwork[] = [
  { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 },
  { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 },
]

const base58check = createBase58check(sha256)

function attempt<T>(run: () => T): T | undefined {
  try {
    return run()
  } catch {
    return undefined
  }
}

/** The scriptPubKey an address pays to (BIP-173/350 segwit, base58check P2PKH and P2SH), if it is one of `network`'s. */
function addressToScript(address: string, network: AddressNetwork): Uint8Array | undefined {
  for (const coder of [bech32, bech32m]) {
    const decoded = attempt(() => coder.decode(address as `${string}1${string}`))
    const [version, ...words] = decoded?.words ?? []
    if (decoded?.prefix !== network.bech32 || version === undefined || version > 16) continue
    if ((version === 0) !== (coder === bech32)) continue
    const program = attempt(() => coder.fromWords(words))
    if (!program || program.length < 2 || program.length > 40) continue
    if (version === 0 && program.length !== 20 && program.length !== 32) continue
    return Uint8Array.of(version === 0 ? 0 : 0x50 + version, program.length, ...program)
  }
  const payload = attempt(() => base58check.decode(address))
  if (payload?.length !== 21) return undefined
  const hash = payload.subarray(1)
  if (payload[0] === network.pubKeyHash) return Uint8Array.of(0x76, 0xa9, 20, ...hash, 0x88, 0xac)
  if (payload[0] === network.scriptHash) return Uint8Array.of(0xa9, 20, ...hash, 0x87)
  return undefined
}

function readAddressScript(address: string): Uint8Array {
  const script = addressToScript(address, BITCOIN_REGTEST)
  if (script) return script
  if (OTHER_NETWORKS.some((network) => addressToScript(address, network))) {
    throw new EsploraHttpError(400, 'Address on invalid network')
  }
  throw new EsploraHttpError(400, 'Invalid Bitcoin address')
}

function toOutput(output: BitcoinOutput) {
  const { asm, type, address } = describeScript(output.script)
  return {
    scriptpubkey: hex.encode(output.script),
    scriptpubkey_asm: asm,
    scriptpubkey_type: type,
    scriptpubkey_address: address,
    value: Number(output.value),
  }
}

function toStatus(transaction: BitcoinTransaction) {
  const { block } = transaction
  if (!block) return { confirmed: false }
  return { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
}

function toTransaction(transaction: BitcoinTransaction) {
  return {
    txid: transaction.txid,
    version: transaction.version >>> 0,
    locktime: transaction.locktime,
    vin: transaction.inputs.map((input, index) => {
      const prevout = transaction.prevouts[index]
      const redeemScript =
        prevout && describeScript(prevout.script).type === 'p2sh'
          ? parseScript(input.scriptSig).at(-1)?.data
          : undefined
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? toOutput(prevout) : null,
        scriptsig: hex.encode(input.scriptSig),
        scriptsig_asm: describeScript(input.scriptSig).asm,
        witness: input.witness.length > 0 ? input.witness.map((item) => hex.encode(item)) : undefined,
        is_coinbase: transaction.isCoinbase,
        sequence: input.sequence,
        inner_redeemscript_asm: redeemScript && describeScript(redeemScript).asm,
      }
    }),
    vout: transaction.outputs.map(toOutput),
    size: transaction.size,
    weight: transaction.weight,
    fee: Number(transaction.fee),
    status: toStatus(transaction),
  }
}

function toBlock(block: BitcoinBlock) {
  const exponent = block.bits >>> 24
  return {
    id: block.hash,
    height: block.height,
    version: block.version,
    timestamp: block.time,
    tx_count: block.txids.length,
    size: block.size,
    weight: block.weight,
    merkle_root: block.merkleRoot,
    previousblockhash: block.previousHash ?? null,
    mediantime: block.medianTime,
    nonce: block.nonce,
    bits: block.bits,
    difficulty: (0xffff / (block.bits & 0xffffff)) * 256 ** (0x1d - exponent),
  }
}

function toStats(transactions: BitcoinTransaction[], script: string) {
  const stats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 }
  for (const transaction of transactions) {
    stats.tx_count += 1
    for (const output of transaction.outputs) {
      if (hex.encode(output.script) !== script) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += Number(output.value)
    }
    for (const prevout of transaction.prevouts) {
      if (hex.encode(prevout.script) !== script) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return stats
}

/**
 * The Esplora HTTP API over a local Bitcoin chain, with Esplora's (Blockstream electrs) paths, JSON
 * shapes and text errors: a 400 or 404 `text/plain` body such as "Invalid hash string" or
 * `sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}`. Client
 * code written for it works against blockstream.info or mempool.space. `POST /mine` (optional
 * `?blocks=N`, at most 100) mines blocks now and answers their hashes.
 *
 * @example
 * const handle = createEsploraHandler(createBitcoinChain())
 * handle({ method: 'GET', url: '/blocks/tip/height', body: '' }) // { status: 200, contentType: 'text/plain', body: '1' }
 */
export function createEsploraHandler(chain: BitcoinChain): (request: EsploraRequest) => EsploraResponse {
  function transactionOf(txid: string): BitcoinTransaction {
    const transaction = chain.getTransaction(readHash(txid))
    if (!transaction) throw new EsploraHttpError(404, 'Transaction not found')
    return transaction
  }

  function blockOf(id: string, by: 'hash' | 'height'): BitcoinBlock {
    if (by === 'height' && !/^\d{1,10}$/.test(id)) throw new EsploraHttpError(400, 'Invalid number')
    const block = chain.getBlock(by === 'height' ? Number(id) : readHash(id))
    if (!block) throw new EsploraHttpError(404, 'Block not found')
    return block
  }

  function addressHistory(address: string) {
    const script = readAddressScript(address)
    const history = chain.getHistory(script).reverse()
    return {
      key: hex.encode(script),
      script,
      mempool: history.filter((transaction) => !transaction.block),
      confirmed: history.filter((transaction) => transaction.block),
    }
  }

  function broadcast(body: string): EsploraResponse {
    try {
      return text(chain.sendRawTransaction(body))
    } catch (error) {
      if (!(error instanceof BitcoinRpcError)) throw error
      const detail = JSON.stringify({ code: error.code, message: error.message })
      return text(`sendrawtransaction RPC error: ${detail}`, 400)
    }
  }

  function mine(count: string | null): EsploraResponse {
    const blocks = count === null ? 1 : Number(count)
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > MAX_BLOCKS_PER_MINE) {
      throw new EsploraHttpError(400, `blocks must be a whole number from 1 to ${MAX_BLOCKS_PER_MINE}`)
    }
    return json(Array.from({ length: blocks }, () => chain.mine().hash))
  }

  const routes: Record<Route, (params: Record<string, string>, request: EsploraRequest) => EsploraResponse> =
    {
      'GET /blocks/tip/height': () => text(String(chain.getTip().height)),
      'GET /blocks/tip/hash': () => text(chain.getTip().hash),
      'GET /block-height/:height': (params) => text(blockOf(params.height!, 'height').hash),
      'GET /block/:hash': (params) => json(toBlock(blockOf(params.hash!, 'hash'))),
      'GET /block/:hash/status': (params) => {
        const block = blockOf(params.hash!, 'hash')
        return json({
          in_best_chain: true,
          height: block.height,
          next_best: chain.getBlock(block.height + 1)?.hash,
        })
      },
      'GET /block/:hash/txids': (params) => json(blockOf(params.hash!, 'hash').txids),
      'GET /tx/:txid': (params) => json(toTransaction(transactionOf(params.txid!))),
      'GET /tx/:txid/hex': (params) => text(hex.encode(transactionOf(params.txid!).raw)),
      'GET /tx/:txid/status': (params) => json(toStatus(transactionOf(params.txid!))),
      'GET /address/:address': (params) => {
        const { key, mempool, confirmed } = addressHistory(params.address!)
        return json({
          address: params.address,
          chain_stats: toStats(confirmed, key),
          mempool_stats: toStats(mempool, key),
        })
      },
      'GET /address/:address/txs': (params) => {
        const { mempool, confirmed } = addressHistory(params.address!)
        return json(
          [...mempool.slice(0, MAX_MEMPOOL_TXS), ...confirmed.slice(0, CHAIN_TXS_PER_PAGE)].map(
            toTransaction,
          ),
        )
      },
      'GET /address/:address/txs/chain': (params) =>
        json(addressHistory(params.address!).confirmed.slice(0, CHAIN_TXS_PER_PAGE).map(toTransaction)),
      'GET /address/:address/txs/chain/:last_seen_txid': (params) => {
        const { confirmed } = addressHistory(params.address!)
        const lastSeen = params.last_seen_txid!.toLowerCase()
        const start = confirmed.findIndex((transaction) => transaction.txid === lastSeen) + 1
        const page = start === 0 && /^[0-9a-f]{64}$/.test(lastSeen) ? [] : confirmed.slice(start)
        return json(page.slice(0, CHAIN_TXS_PER_PAGE).map(toTransaction))
      },
      'GET /address/:address/txs/mempool': (params) =>
        json(addressHistory(params.address!).mempool.slice(0, MAX_MEMPOOL_TXS).map(toTransaction)),
      'GET /address/:address/utxo': (params) =>
        json(
          chain.getUtxos(readAddressScript(params.address!)).map(({ transaction, vout, value }) => ({
            txid: transaction.txid,
            vout,
            status: toStatus(transaction),
            value: Number(value),
          })),
        ),
      'GET /mempool/txids': () => json(chain.getMempool().map((transaction) => transaction.txid)),
      'GET /fee-estimates': () => json(FEE_ESTIMATES),
      'POST /tx': (_params, request) => broadcast(request.body),
      'POST /mine': (_params, request) => mine(new URLSearchParams(request.url.split('?')[1]).get('blocks')),
    }

  function match(method: string, path: string) {
    const segments = path.split('/').slice(1)
    for (const route of BITCOIN_DEVNET_ROUTES) {
      const [routeMethod, routePath] = route.split(' ') as [string, string]
      const pattern = routePath.split('/').slice(1)
      if (routeMethod !== method || pattern.length !== segments.length) continue
      const params: Record<string, string> = {}
      const matches = pattern.every((part, index) => {
        const segment = segments[index]!
        if (part.startsWith(':')) params[part.slice(1)] = segment
        return part.startsWith(':') ? segment.length > 0 : part === segment
      })
      if (matches) return { answer: routes[route], params }
    }
    return undefined
  }

  return (request) => {
    const path = request.url.split('?')[0]!
    const route = match(request.method, path)
    if (!route) return text(`endpoint does not exist ${JSON.stringify(path)}`, 404)
    try {
      return route.answer(route.params, request)
    } catch (error) {
      if (error instanceof EsploraHttpError) return text(error.message, error.status)
      throw error
    }
  }
}
