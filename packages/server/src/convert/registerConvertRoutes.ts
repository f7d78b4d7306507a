import {
  InvalidCaip10AddressError,
  InvalidCaipNetworkIdError,
  isEvmAddress,
  parseCaipAddress,
  parseCaipNetworkId,
  SWAP,
  SwapNetworkNotSupportedError,
  type SwapTransactionRequest,
} from '@portico/core'
import type { FastifyInstance } from 'fastify'
import { type Address, getAddress, maxUint256 } from 'viem'
import type { BlockchainApi } from '../blockchain/blockchainApi.ts'
import { ChainUnavailableError } from '../blockchain/errors.ts'
import { loadSeedTokens } from '../blockchain/knownTokens.ts'
import type { BlockchainOptions } from '../blockchain/options.ts'
import { HttpError } from '../http/httpError.ts'
import { serverOrigin } from '../http/requestOrigin.ts'
import { ConvertApi, type ResolvedSwapToken } from './convertApi.ts'
import { SwapProviderError, SwapRequestError, SwapRouteNotFoundError } from './errors.ts'
import {
  buildApproveSchema,
  buildTransactionSchema,
  convertAllowanceSchema,
  convertQuotesSchema,
  convertTokensSchema,
} from './schemas.ts'

type QuotesQuery = { amount: string; userAddress?: string; from: string; to: string; gasPrice?: string }
type AllowanceQuery = { tokenAddress: string; userAddress: string }
type ApproveQuery = { userAddress: string; from: string; to?: string; amount?: string }

/** A CAIP-10 address split into its network and checksummed 0x address, or a 400. */
function caip10Of(value: string, name: string): { caipNetworkId: string; address: Address } {
  let parsed: ReturnType<typeof parseCaipAddress>
  try {
    parsed = parseCaipAddress(value)
  } catch (error) {
    if (error instanceof InvalidCaip10AddressError) throw new HttpError(400, error.shortMessage)
    throw error
  }
  if (parsed.chainNamespace !== 'eip155') throw new SwapNetworkNotSupportedError(parsed.caipNetworkId)
  if (!isEvmAddress(parsed.address)) {
    throw new HttpError(
      400,
      `Invalid ${name} "${value.slice(0, 200)}": expected an EVM address after the network`,
    )
  }
  return { caipNetworkId: parsed.caipNetworkId, address: getAddress(parsed.address) }
}

/** A CAIP-2 id, or a 400 with 'Invalid CAIP-2 network id: {value}'. */
function networkOf(value: string): string {
  try {
    const { chainNamespace, chainId } = parseCaipNetworkId(value)
    return `${chainNamespace}:${chainId}`
  } catch (error) {
    if (error instanceof InvalidCaipNetworkIdError) throw new HttpError(400, error.shortMessage)
    throw error
  }
}

/** A positive whole number of smallest units, or a 400 naming the field. */
function amountOf(value: string, name: string): bigint {
  const amount = /^\d{1,78}$/.test(value) ? BigInt(value) : 0n
  if (amount <= 0n || amount > maxUint256) {
    throw new HttpError(
      400,
      `${name} must be a positive whole number in the token's smallest unit, got "${value.slice(0, 100)}"`,
    )
  }
  return amount
}

function sameNetwork(caipNetworkId: string, other: { caipNetworkId: string }, name: string) {
  if (other.caipNetworkId !== caipNetworkId) {
    throw new HttpError(400, `${name} is on ${other.caipNetworkId}, the swap on ${caipNetworkId}`)
  }
}

/** Answers the convert errors as 4xx (bad input, no route), 502 (provider) or 503 (chain). */
function toHttpError(error: unknown): never {
  if (
    error instanceof SwapNetworkNotSupportedError ||
    error instanceof SwapRequestError ||
    error instanceof SwapRouteNotFoundError
  ) {
    throw new HttpError(400, error.shortMessage)
  }
  if (error instanceof ChainUnavailableError) {
    throw new HttpError(503, error.shortMessage, { 'retry-after': '5' })
  }
  if (error instanceof SwapProviderError) {
    throw new HttpError(502, `The swap provider failed: ${error.shortMessage}`)
  }
  throw error
}

function resolvePair(
  api: ConvertApi,
  fromText: string,
  toText: string,
): Promise<[ResolvedSwapToken, ResolvedSwapToken]> {
  const from = caip10Of(fromText, 'from')
  const to = caip10Of(toText, 'to')
  sameNetwork(from.caipNetworkId, to, 'to')
  if (from.address === to.address) throw new HttpError(400, 'from and to are the same token')
  return Promise.all([
    api.resolve(from.caipNetworkId, from.address),
    api.resolve(to.caipNetworkId, to.address),
  ])
}

/** The routes that build transactions to sign: the approval and the swap. */
function registerBuildRoutes(
  app: FastifyInstance,
  api: ConvertApi,
  pairOf: (fromText: string, toText: string) => Promise<[ResolvedSwapToken, ResolvedSwapToken]>,
): void {
  app.get<{ Querystring: ApproveQuery }>(
    '/v1/convert/build-approve',
    {
      schema: {
        ...buildApproveSchema,
        summary: "The transaction approving the swap router to spend the account's token",
      },
      config: { limit: 'reads' },
    },
    async (request) => {
      const { query } = request
      const amount = query.amount === undefined ? undefined : amountOf(query.amount, 'amount')
      try {
        const user = caip10Of(query.userAddress, 'userAddress')
        const from = caip10Of(query.from, 'from')
        sameNetwork(from.caipNetworkId, user, 'userAddress')
        const [resolved] = await (query.to === undefined
          ? Promise.all([api.resolve(from.caipNetworkId, from.address)])
          : pairOf(query.from, query.to))
        const { tx, spender } = await api.buildApprove(resolved, amount)
        const network = from.caipNetworkId
        return {
          tx: {
            from: `${network}:${user.address}`,
            to: `${network}:${tx.to}`,
            data: tx.data,
            value: tx.value.toString(),
            spender: `${network}:${spender}`,
            amount: (amount ?? maxUint256).toString(),
            eip155: { gasPrice: tx.gasPrice.toString() },
          },
        }
      } catch (error) {
        return toHttpError(error)
      }
    },
  )

  app.post<{ Body: SwapTransactionRequest }>(
    '/v1/convert/build-transaction',
    { schema: { ...buildTransactionSchema, summary: 'The swap transaction' }, config: { limit: 'reads' } },
    async (request) => {
      const { body } = request
      const amount = amountOf(body.amount, 'body.amount')
      const slippage = body.eip155?.slippage ?? SWAP.slippageTolerance
      try {
        const user = caip10Of(body.userAddress, 'userAddress')
        const [from, to] = await pairOf(body.from, body.to)
        sameNetwork(from.caipNetworkId, user, 'userAddress')
        const tx = await api.buildTransaction({
          from,
          to,
          amount,
          userAddress: user.address,
          slippage,
          disableEstimate: body.disableEstimate,
        })
        const network = from.caipNetworkId
        return {
          tx: {
            from: `${network}:${user.address}`,
            to: `${network}:${tx.to}`,
            data: tx.data,
            value: tx.value.toString(),
            amount: amount.toString(),
            toAmount: tx.toAmount.toString(),
            toAmountMin: tx.toAmountMin.toString(),
            eip155: { gas: tx.gas.toString(), gasPrice: tx.gasPrice.toString(), slippage },
          },
        }
      } catch (error) {
        return toHttpError(error)
      }
    },
  )
}

/**
 * Registers the convert (swap) API of docs/rules/api.md beside the blockchain API: `GET /v1/convert/tokens`,
 * `/quotes`, `/allowance`, `/build-approve` and `POST /v1/convert/build-transaction`, answered by the
 * swap provider of each network (`BlockchainOptions.swap`). `/v1/convert/gas-price` and
 * `/v1/fungible/price` are the blockchain API's.
 *
 * @example
 * const blockchain = registerBlockchainRoutes(app, options)
 * registerConvertRoutes(app, blockchain, options)
 */
export function registerConvertRoutes(
  app: FastifyInstance,
  blockchain: BlockchainApi,
  options: BlockchainOptions = {},
): ConvertApi {
  const api = new ConvertApi(blockchain, options.tokens ?? loadSeedTokens(), options.swap)
  const publicUrl =
    options.publicUrl?.replace(/\/+$/, '') ??
    (app.hasDecorator('portico') ? app.portico.publicUrl : undefined)

  const pairOf = (fromText: string, toText: string) => resolvePair(api, fromText, toText)

  app.get<{ Querystring: { chainId: string } }>(
    '/v1/convert/tokens',
    {
      schema: { ...convertTokensSchema, summary: 'The tokens a network can swap' },
      config: { limit: 'reads' },
    },
    async (request) => {
      const network = networkOf(request.query.chainId)
      const tokens = await api.tokens(network, serverOrigin(request, publicUrl)).catch(toHttpError)
      return { tokens }
    },
  )

  app.get<{ Querystring: QuotesQuery }>(
    '/v1/convert/quotes',
    {
      schema: { ...convertQuotesSchema, summary: 'Swap quotes for an amount of one token into another' },
      config: { limit: 'reads' },
    },
    async (request) => {
      const { query } = request
      const amount = amountOf(query.amount, 'amount')
      const gasPrice = query.gasPrice === undefined ? undefined : amountOf(query.gasPrice, 'gasPrice')
      try {
        const [from, to] = await pairOf(query.from, query.to)
        if (query.userAddress !== undefined) {
          sameNetwork(from.caipNetworkId, caip10Of(query.userAddress, 'userAddress'), 'userAddress')
        }
        return { quotes: [await api.quote({ from, to, amount, gasPrice })] }
      } catch (error) {
        return toHttpError(error)
      }
    },
  )

  app.get<{ Querystring: AllowanceQuery }>(
    '/v1/convert/allowance',
    {
      schema: { ...convertAllowanceSchema, summary: "The swap router's allowance over the account's token" },
      config: { limit: 'reads' },
    },
    async (request) => {
      try {
        const token = caip10Of(request.query.tokenAddress, 'tokenAddress')
        const user = caip10Of(request.query.userAddress, 'userAddress')
        sameNetwork(token.caipNetworkId, user, 'userAddress')
        const resolved = await api.resolve(token.caipNetworkId, token.address)
        const { allowance, spender } = await api.allowance(resolved, user.address)
        return { allowance: allowance.toString(), spender: `${token.caipNetworkId}:${spender}` }
      } catch (error) {
        return toHttpError(error)
      }
    },
  )

  registerBuildRoutes(app, api, pairOf)

  return api
}
