import { type Hex, isHex, numberToHex, type TransactionReceipt, type Transport } from 'viem'
import { ProviderRpcError, WALLET_ERROR_CODES } from './errors.ts'

/** Calls per batch the dev wallet accepts (EIP-5792 5740 above it). */
export const MAX_CALLS_PER_BATCH = 10

export type WalletCallsRequest = {
  id: string
  chainId: number
  calls: { to?: Hex; data?: Hex; value?: Hex }[]
}

type Batch = { chainId: number; hashes: Hex[]; done: boolean; failedOffchain: boolean }

export type WalletCallsParameters = {
  /** Whether the wallet knows the chain. */
  hasChain(chainId: number): boolean
  /** The chain's RPC, for receipts. */
  transport(chainId: number): ReturnType<Transport>
}

/** Sends one call of an approved batch as a transaction and returns its hash. */
export type SendCall = (call: WalletCallsRequest['calls'][number]) => Promise<Hex>

const RECEIPT_POLL_MS = 100
const RECEIPT_TIMEOUT_MS = 60_000

function invalid(message: string) {
  return new ProviderRpcError(WALLET_ERROR_CODES.InvalidParams, message)
}

/**
 * EIP-5792 for the dev wallet's EOAs: a batch is approved once and then sent as transactions one after
 * another (atomic: false), and its status is read back from the chain's receipts.
 */
export function createWalletCalls(parameters: WalletCallsParameters) {
  const batches = new Map<string, Batch>()

  /** Checks a `wallet_sendCalls` request; what the wallet cannot do fails with its EIP-5792 code. */
  function parse(params: unknown): WalletCallsRequest {
    const [request] = (Array.isArray(params) ? params : []) as [Record<string, unknown> | undefined]
    if (!request || typeof request !== 'object') throw invalid('wallet_sendCalls expects a request object')
    if (typeof request.chainId !== 'string' || !isHex(request.chainId)) throw invalid('Invalid chainId')
    const chainId = Number.parseInt(request.chainId, 16)
    if (!parameters.hasChain(chainId)) {
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.UnsupportedChainId,
        `Unsupported chain ${request.chainId}`,
      )
    }
    if (request.atomicRequired === true) {
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.AtomicityNotSupported,
        'This account cannot send calls atomically',
      )
    }
    const capabilities = [
      request.capabilities,
      ...(Array.isArray(request.calls)
        ? request.calls.map((call) => (call as { capabilities?: unknown }).capabilities)
        : []),
    ]
    for (const entry of capabilities) {
      if (!entry || typeof entry !== 'object') continue
      for (const [name, value] of Object.entries(entry)) {
        if (!(value as { optional?: unknown })?.optional) {
          throw new ProviderRpcError(
            WALLET_ERROR_CODES.UnsupportedNonOptionalCapability,
            `Unsupported capability: ${name}`,
          )
        }
      }
    }
    if (!Array.isArray(request.calls) || request.calls.length === 0)
      throw invalid('wallet_sendCalls needs calls')
    if (request.calls.length > MAX_CALLS_PER_BATCH) {
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.BundleTooLarge,
        `At most ${MAX_CALLS_PER_BATCH} calls per batch`,
      )
    }
    const calls = request.calls.map((call) => {
      const { to, data, value } = (call ?? {}) as Record<string, unknown>
      for (const field of [to, data, value]) {
        if (field !== undefined && (typeof field !== 'string' || !isHex(field))) throw invalid('Invalid call')
      }
      return { to, data, value } as WalletCallsRequest['calls'][number]
    })
    const id = request.id === undefined ? randomId() : request.id
    if (typeof id !== 'string' || id.length === 0 || id.length > 4096) throw invalid('Invalid id')
    if (batches.has(id)) throw new ProviderRpcError(WALLET_ERROR_CODES.DuplicateId, `Duplicate id ${id}`)
    return { id, chainId, calls }
  }

  /** Starts sending an approved batch in the background; its status is pending until every call is mined. */
  function send(request: WalletCallsRequest, sendCall: SendCall) {
    const batch: Batch = { chainId: request.chainId, hashes: [], done: false, failedOffchain: false }
    batches.set(request.id, batch)
    void (async () => {
      try {
        for (const call of request.calls) {
          const hash = await sendCall(call)
          batch.hashes.push(hash)
          await waitForReceipt(hash, request.chainId)
        }
      } catch {
        batch.failedOffchain = true
      } finally {
        batch.done = true
      }
    })()
    return { id: request.id }
  }

  async function waitForReceipt(hash: Hex, chainId: number) {
    const transport = parameters.transport(chainId)
    const deadline = Date.now() + RECEIPT_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] })) return
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    throw new ProviderRpcError(WALLET_ERROR_CODES.Internal, `No receipt for ${hash}`)
  }

  async function status(params: unknown) {
    const [id] = (Array.isArray(params) ? params : []) as [unknown]
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch)
      throw new ProviderRpcError(WALLET_ERROR_CODES.UnknownBundleId, `Unknown bundle id ${String(id)}`)
    const transport = parameters.transport(batch.chainId)
    const receipts = (
      await Promise.all(
        batch.hashes.map(
          (hash) =>
            transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<RpcReceipt>,
        ),
      )
    ).filter((receipt): receipt is RpcReceipt => receipt !== null)
    const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
    const statusCode = !batch.done
      ? 100
      : batch.failedOffchain && receipts.length === 0
        ? 400
        : succeeded === receipts.length && !batch.failedOffchain
          ? 200
          : succeeded === 0
            ? 500
            : 600
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chainId),
      atomic: false,
      status: statusCode,
      receipts: receipts.map((receipt) => ({
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.status,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      })),
    }
  }

  function show(params: unknown) {
    const [id] = (Array.isArray(params) ? params : []) as [unknown]
    if (typeof id !== 'string' || !batches.has(id)) {
      throw new ProviderRpcError(WALLET_ERROR_CODES.UnknownBundleId, `Unknown bundle id ${String(id)}`)
    }
    return null
  }

  return { parse, send, status, show }
}

type RpcReceipt = Pick<TransactionReceipt<Hex, Hex, '0x1' | '0x0'>, 'blockHash' | 'transactionHash'> & {
  status: '0x1' | '0x0'
  blockNumber: Hex
  gasUsed: Hex
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
}

function randomId(): Hex {
  const bytes = new Uint8Array(32)
  globalThis.crypto.getRandomValues(bytes)
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
