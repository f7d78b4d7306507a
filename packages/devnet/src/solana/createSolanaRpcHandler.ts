import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  lamports,
  type MaybeEncodedAccount,
  type ReadonlyUint8Array,
  type Transaction,
} from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  SOLANA_DEVNET_BLOCKHASH_VALIDITY,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_LAMPORTS_PER_SIGNATURE,
} from './constants.ts'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './rpcError.ts'
import { toTransactionError } from './transactionError.ts'

/** The JSON-RPC methods the local chain answers; anything else is -32601. */
export const SOLANA_DEVNET_RPC_METHODS = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getFeeForMessage',
  'getGenesisHash',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'requestAirdrop',
  'sendTransaction',
  'simulateTransaction',
] as const

/** A token account's amount in `getTransaction`'s `preTokenBalances`/`postTokenBalances` shape. */
type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number; uiAmountString: string }
}

/** The accounts a transaction touched and their balances before and after it. */
type Balances = {
  accountKeys: Address[]
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

type Processed = Balances & {
  signature: string
  slot: bigint
  err: unknown
  fee: bigint
  wire: Uint8Array
  logs: string[]
  unitsConsumed: bigint
  blockTime: number
}

/** `getSignaturesForAddress`'s default and largest `limit`. */
const SIGNATURES_LIMIT = 1000

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const base58 = { encode: getBase58Encoder(), decode: getBase58Decoder() }
const base64 = { encode: getBase64Encoder(), decode: getBase64Decoder() }

function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERROR_CODES.InvalidParams, message)
}

function readAddress(value: unknown): Address {
  if (!isAddress(String(value))) throw invalidParams(`Invalid param: ${String(value)} is not an address`)
  return value as Address
}

function readConfig(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function metaOf(result: TransactionMetadata | FailedTransactionMetadata): TransactionMetadata {
  return result instanceof FailedTransactionMetadata ? result.meta() : result
}

/**
 * The JSON-RPC front of an in-process SVM: the subset of Solana's HTTP API that `@solana/kit`, the
 * Portico adapter, the dev wallet and the server call, with Solana's answer shapes. Each executed
 * transaction advances one slot and makes a new blockhash; a blockhash stays valid for 150 slots.
 * Every transaction is final at once (`confirmationStatus: 'finalized'`).
 *
 * @example
 * const handle = createSolanaRpcHandler(await createSolanaChain())
 * const answer = await handle({ jsonrpc: '2.0', id: 1, method: 'getSlot' })
 */
export function createSolanaRpcHandler(svm: LiteSVM): (body: unknown) => unknown {
  let slot = 1n
  const blockhashes = new Map<Blockhash, bigint>([[svm.latestBlockhash(), slot]])
  const processed = new Map<string, Processed>()
  const context = () => ({ slot: Number(slot), apiVersion: '2.2.0' })

  function advance() {
    slot += 1n
    svm.warpToSlot(slot)
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, issued] of blockhashes) {
      if (issued + SOLANA_DEVNET_BLOCKHASH_VALIDITY < slot) blockhashes.delete(hash)
    }
  }

  function encodeAccount(
    account: MaybeEncodedAccount | (EncodedAccount & { exists: true }),
    encoding: unknown,
  ) {
    if (!account.exists) return null
    const data =
      encoding === 'base58'
        ? [base58.decode.decode(account.data), 'base58']
        : encoding === 'jsonParsed'
          ? parseTokenData(account)
          : [base64.decode.decode(account.data), 'base64']
    return {
      data,
      executable: account.executable,
      lamports: Number(account.lamports),
      owner: account.programAddress,
      rentEpoch: 0,
      space: Number(account.data.length),
    }
  }

  function parseTokenData(account: EncodedAccount) {
    if (account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 165) {
      return [base64.decode.decode(account.data), 'base64']
    }
    const token = getTokenDecoder().decode(account.data)
    const mint = svm.getAccount(token.mint)
    const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
    const amount = token.amount.toString()
    const uiAmountString = decimals
      ? `${amount.padStart(decimals + 1, '0').slice(0, -decimals)}.${amount.padStart(decimals, '0').slice(-decimals)}`.replace(
          /\.?0+$/,
          '',
        )
      : amount
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: 'initialized',
          tokenAmount: { amount, decimals, uiAmount: Number(uiAmountString), uiAmountString },
        },
      },
      space: 165,
    }
  }

  function uiAmount(amount: string, decimals: number): string {
    if (!decimals) return amount
    const digits = amount.padStart(decimals + 1, '0')
    return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, '')
  }

  function tokenBalancesOf(keys: readonly Address[]): TokenBalance[] {
    return keys.flatMap((key, accountIndex) => {
      const account = svm.getAccount(key)
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== 165)
        return []
      const token = getTokenDecoder().decode(account.data)
      const mint = svm.getAccount(token.mint)
      const decimals = mint.exists ? getMintDecoder().decode(mint.data).decimals : 0
      const amount = token.amount.toString()
      const uiAmountString = uiAmount(amount, decimals)
      return [
        {
          accountIndex,
          mint: token.mint,
          owner: token.owner,
          programId: TOKEN_PROGRAM_ADDRESS,
          uiTokenAmount: { amount, decimals, uiAmount: Number(uiAmountString), uiAmountString },
        },
      ]
    })
  }

  /** The balances of `keys` now: read before a transaction runs and again after it. */
  function snapshot(keys: readonly Address[]) {
    return {
      balances: keys.map((key) => Number(svm.getBalance(key) ?? 0n)),
      tokens: tokenBalancesOf(keys),
    }
  }

  function balancesOf(keys: Address[], before: ReturnType<typeof snapshot>): Balances {
    const after = snapshot(keys)
    return {
      accountKeys: keys,
      preBalances: before.balances,
      postBalances: after.balances,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
    }
  }

  /** Newest first per address, as `getSignaturesForAddress` lists them. */
  const signaturesByAddress = new Map<string, string[]>()

  function record(entry: Processed) {
    processed.set(entry.signature, entry)
    for (const key of new Set(entry.accountKeys)) {
      const list = signaturesByAddress.get(key) ?? []
      list.unshift(entry.signature)
      signaturesByAddress.set(key, list)
    }
  }

  function encodeMessage(entry: Processed) {
    const decoded = getTransactionDecoder().decode(entry.wire)
    const message = getCompiledTransactionMessageDecoder().decode(decoded.messageBytes)
    return {
      signatures: Object.values(decoded.signatures).map((signature) =>
        base58.decode.decode(signature ?? new Uint8Array(64)),
      ),
      message: {
        accountKeys: message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: message.lifetimeToken,
        instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
          programIdIndex: instruction.programAddressIndex,
          accounts: [...(instruction.accountIndices ?? [])],
          data: base58.decode.decode(instruction.data ?? new Uint8Array()),
          stackHeight: null,
        })),
      },
    }
  }

  function decodeTransaction(
    value: unknown,
    encoding: unknown,
  ): { transaction: Transaction; wire: Uint8Array } {
    if (typeof value !== 'string') throw invalidParams('Invalid param: expected an encoded transaction')
    try {
      const wire = new Uint8Array(
        encoding === 'base64' ? base64.encode.encode(value) : base58.encode.encode(value),
      )
      return { transaction: getTransactionDecoder().decode(wire), wire }
    } catch {
      throw invalidParams('Invalid param: failed to deserialize the transaction')
    }
  }

  function blockhashOf(transaction: Transaction): Blockhash {
    return getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken as Blockhash
  }

  function feeOf(messageBytes: ReadonlyUint8Array): bigint {
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    return SOLANA_DEVNET_LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts)
  }

  function simulate(transaction: Transaction) {
    // Wallets and kit simulate unsigned transactions, as Solana's sigVerify: false does.
    svm.withSigverify(false)
    try {
      return svm.simulateTransaction(transaction)
    } finally {
      svm.withSigverify(true)
    }
  }

  function send(params: unknown[]): string {
    const config = readConfig(params[1])
    const { transaction, wire } = decodeTransaction(params[0], config.encoding)
    const signature = base58.decode.decode(Object.values(transaction.signatures)[0] ?? new Uint8Array(64))
    if (!blockhashes.has(blockhashOf(transaction))) {
      throw new SolanaRpcError(
        SOLANA_RPC_ERROR_CODES.TransactionFailed,
        'Transaction simulation failed: Blockhash not found',
        { err: 'BlockhashNotFound', logs: [] },
      )
    }
    const keys = [...getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).staticAccounts]
    const before = snapshot(keys)
    const result = svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata) {
      const err = toTransactionError(result)
      const logs = result.meta().logs()
      if (!config.skipPreflight || err === 'AlreadyProcessed' || err === 'SignatureFailure') {
        throw new SolanaRpcError(
          SOLANA_RPC_ERROR_CODES.TransactionFailed,
          `Transaction simulation failed: ${typeof err === 'string' ? err : JSON.stringify(err)}`,
          { err, logs },
        )
      }
    }
    const meta = metaOf(result)
    record({
      ...balancesOf(keys, before),
      signature,
      slot,
      err: result instanceof FailedTransactionMetadata ? toTransactionError(result) : null,
      fee: feeOf(transaction.messageBytes),
      wire,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      blockTime: Math.floor(Date.now() / 1000),
    })
    advance()
    return signature
  }

  const methods: Record<(typeof SOLANA_DEVNET_RPC_METHODS)[number], (params: unknown[]) => unknown> = {
    getAccountInfo: (params) => ({
      context: context(),
      value: encodeAccount(svm.getAccount(readAddress(params[0])), readConfig(params[1]).encoding),
    }),
    getBalance: (params) => ({
      context: context(),
      value: Number(svm.getBalance(readAddress(params[0])) ?? 0n),
    }),
    getBlockHeight: () => Number(slot),
    getFeeForMessage: (params) => {
      if (typeof params[0] !== 'string') throw invalidParams('Invalid param: expected a base64 message')
      let fee: bigint | null
      try {
        const messageBytes = new Uint8Array(base64.encode.encode(params[0]))
        const blockhash = getCompiledTransactionMessageDecoder().decode(messageBytes)
          .lifetimeToken as Blockhash
        fee = blockhashes.has(blockhash) ? feeOf(messageBytes) : null
      } catch {
        throw invalidParams('Invalid param: failed to deserialize the message')
      }
      return { context: context(), value: fee === null ? null : Number(fee) }
    },
    getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
    getLatestBlockhash: () => ({
      context: context(),
      value: {
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: Number(slot + SOLANA_DEVNET_BLOCKHASH_VALIDITY),
      },
    }),
    getMinimumBalanceForRentExemption: (params) => {
      const size = Number(params[0])
      if (!Number.isInteger(size) || size < 0) throw invalidParams('Invalid param: expected a data length')
      return Number(svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getRecentPrioritizationFees: () => [{ slot: Number(slot), prioritizationFee: 0 }],
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0])) throw invalidParams('Invalid param: expected a list of signatures')
      return {
        context: context(),
        value: params[0].map((signature) => {
          const entry = processed.get(String(signature))
          if (!entry) return null
          return {
            slot: Number(entry.slot),
            confirmations: null,
            err: entry.err,
            status: entry.err === null ? { Ok: null } : { Err: entry.err },
            confirmationStatus: 'finalized',
          }
        }),
      }
    },
    getSignaturesForAddress: (params) => {
      const address = readAddress(params[0])
      const config = readConfig(params[1])
      const limit = config.limit === undefined ? SIGNATURES_LIMIT : Number(config.limit)
      if (!Number.isInteger(limit) || limit < 1 || limit > SIGNATURES_LIMIT)
        throw invalidParams(`Invalid param: limit must be from 1 to ${SIGNATURES_LIMIT}`)
      const all = signaturesByAddress.get(address) ?? []
      const from = config.before === undefined ? 0 : all.indexOf(String(config.before)) + 1
      const until = config.until === undefined ? -1 : all.indexOf(String(config.until))
      const listed =
        config.before !== undefined && from === 0 ? [] : all.slice(from, until === -1 ? undefined : until)
      return listed.slice(0, limit).map((signature) => {
        const entry = processed.get(signature)!
        return {
          signature,
          slot: Number(entry.slot),
          err: entry.err,
          memo: null,
          blockTime: entry.blockTime,
          confirmationStatus: 'finalized',
        }
      })
    },
    getSlot: () => Number(slot),
    getTokenAccountsByOwner: (params) => {
      const owner = readAddress(params[0])
      const filter = readConfig(params[1])
      const encoding = readConfig(params[2]).encoding
      if (filter.mint === undefined && filter.programId === undefined) {
        throw invalidParams('Invalid param: expected a mint or programId filter')
      }
      const mint = filter.mint === undefined ? undefined : readAddress(filter.mint)
      if (filter.programId !== undefined && readAddress(filter.programId) !== TOKEN_PROGRAM_ADDRESS) {
        return { context: context(), value: [] }
      }
      const value = svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).flatMap((account) => {
        if (account.data.length !== 165) return []
        const token = getTokenDecoder().decode(account.data)
        if (token.owner !== owner || (mint && token.mint !== mint)) return []
        return [{ pubkey: account.address, account: encodeAccount({ ...account, exists: true }, encoding) }]
      })
      return { context: context(), value }
    },
    getTransaction: (params) => {
      const entry = processed.get(String(params[0]))
      if (!entry) return null
      const encoding = readConfig(params[1]).encoding
      const transaction =
        encoding === 'base64'
          ? [base64.decode.decode(entry.wire), 'base64']
          : encoding === 'json' && entry.wire.length > 0
            ? encodeMessage(entry)
            : encoding === 'json'
              ? {
                  signatures: [entry.signature],
                  message: { accountKeys: entry.accountKeys, instructions: [] },
                }
              : [base58.decode.decode(entry.wire), 'base58']
      return {
        slot: Number(entry.slot),
        blockTime: entry.blockTime,
        version: 0,
        transaction,
        meta: {
          err: entry.err,
          status: entry.err === null ? { Ok: null } : { Err: entry.err },
          fee: Number(entry.fee),
          logMessages: entry.logs,
          computeUnitsConsumed: Number(entry.unitsConsumed),
          innerInstructions: [],
          preBalances: entry.preBalances,
          postBalances: entry.postBalances,
          preTokenBalances: entry.preTokenBalances,
          postTokenBalances: entry.postTokenBalances,
          rewards: [],
          loadedAddresses: { readonly: [], writable: [] },
        },
      }
    },
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    requestAirdrop: (params) => {
      const amount = Number(params[1])
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw invalidParams('Invalid param: expected lamports')
      const receiver = readAddress(params[0])
      // The faucet is LiteSVM's own account; the system program stands in for it as the sender.
      const keys = [receiver, SYSTEM_PROGRAM]
      const before = snapshot(keys)
      const result = svm.airdrop(receiver, lamports(BigInt(amount)))
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.Internal, 'Airdrop failed')
      }
      const signature = base58.decode.decode(result.signature())
      record({
        ...balancesOf(keys, before),
        signature,
        slot,
        err: null,
        fee: 0n,
        wire: new Uint8Array(),
        logs: result.logs(),
        unitsConsumed: result.computeUnitsConsumed(),
        blockTime: Math.floor(Date.now() / 1000),
      })
      advance()
      return signature
    },
    sendTransaction: send,
    simulateTransaction: (params) => {
      const config = readConfig(params[1])
      const { transaction } = decodeTransaction(params[0], config.encoding ?? 'base58')
      const result = simulate(transaction)
      const failed = result instanceof FailedTransactionMetadata
      const meta = result.meta()
      const blockhashKnown = blockhashes.has(blockhashOf(transaction))
      const err = failed
        ? toTransactionError(result)
        : blockhashKnown || config.replaceRecentBlockhash
          ? null
          : 'BlockhashNotFound'
      return {
        context: context(),
        value: {
          err,
          logs: meta.logs(),
          accounts: null,
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          returnData: null,
          ...(config.replaceRecentBlockhash
            ? {
                replacementBlockhash: {
                  blockhash: svm.latestBlockhash(),
                  lastValidBlockHeight: Number(slot + SOLANA_DEVNET_BLOCKHASH_VALIDITY),
                },
              }
            : {}),
        },
      }
    },
  }

  function answer(request: RpcRequest) {
    const id = request?.id ?? null
    try {
      if (typeof request !== 'object' || request === null || request.jsonrpc !== '2.0') {
        throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.InvalidRequest, 'Invalid request')
      }
      const method = request.method
      if (typeof method !== 'string' || !Object.hasOwn(methods, method)) {
        throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.MethodNotFound, 'Method not found')
      }
      const params = request.params === undefined ? [] : request.params
      if (!Array.isArray(params)) throw invalidParams('Invalid params: expected a list')
      const result = methods[method as keyof typeof methods](params)
      return { jsonrpc: '2.0', id, result }
    } catch (error) {
      const rpc =
        error instanceof SolanaRpcError
          ? error
          : new SolanaRpcError(
              SOLANA_RPC_ERROR_CODES.Internal,
              error instanceof Error ? error.message : 'Internal error',
            )
      return {
        jsonrpc: '2.0',
        id,
        error: {
          code: rpc.code,
          message: rpc.message,
          ...(rpc.data === undefined ? {} : { data: rpc.data }),
        },
      }
    }
  }

  return (body) => {
    if (Array.isArray(body)) {
      if (body.length === 0) return answer(undefined as unknown as RpcRequest)
      return body.map((request) => answer(request as RpcRequest))
    }
    return answer(body as RpcRequest)
  }
}
