import {
  type FungiblePricesRequest,
  GasPriceNetworkNotSupportedError,
  InvalidCaip10AddressError,
  InvalidCaipNetworkIdError,
  isCaipAddress,
  isEvmAddress,
  isSolanaAddress,
  parseCaipNetworkId,
} from '@portico/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Address, getAddress } from 'viem'
import { HttpError } from '../http/httpError.ts'
import { serverOrigin } from '../http/requestOrigin.ts'
import { BlockchainApi } from './blockchainApi.ts'
import { ChainUnavailableError } from './errors.ts'
import type { Identity } from './identity.ts'
import type { BlockchainOptions } from './options.ts'
import {
  balanceSchema,
  fungiblePriceSchema,
  gasPriceSchema,
  identitySchema,
  nftsSchema,
  supportedChainsSchema,
} from './schemas.ts'

type AddressParams = { address: string }
type BalanceQuery = { currency: string; chainId?: string; forceUpdate: boolean }

/** A CAIP-2 id from a query, or a 400 with docs/rules/validation.md's 'Invalid CAIP-2 network id: {value}'. */
export function networkIdOf(value: string): string {
  try {
    const { chainNamespace, chainId } = parseCaipNetworkId(value)
    return `${chainNamespace}:${chainId}`
  } catch (error) {
    if (error instanceof InvalidCaipNetworkIdError) throw new HttpError(400, error.shortMessage)
    throw error
  }
}

export function evmAddressOf(value: string, name = 'address'): Address {
  if (!isEvmAddress(value)) {
    throw new HttpError(
      400,
      `Invalid ${name} "${String(value).slice(0, 128)}": expected an EVM address (0x and 40 hex digits)`,
    )
  }
  return getAddress(value.startsWith('0x') ? value : `0x${value}`)
}

export type RegisterBlockchainRoutesExtras = {
  /** The account's name in the server's own registry, asked before ENS; undefined when it has none. */
  registeredIdentity?: ((address: Address) => Promise<Identity | undefined>) | undefined
  /** The networks with a transaction history (the history routes register after these). */
  historyNetworks?: (() => readonly string[]) | undefined
}

/** Answers a network whose RPC fails with a 503 naming the network, never a 500. */
function unavailable(error: unknown): never {
  if (error instanceof ChainUnavailableError) {
    throw new HttpError(503, error.shortMessage, { 'retry-after': '5' })
  }
  throw error
}

/**
 * Registers the blockchain API of docs/rules/api.md (supported chains, balances, fungible prices, identity, gas
 * price) plus `GET /v1/account/{address}/nfts`, and returns the {@link BlockchainApi} behind them.
 */
export function registerBlockchainRoutes(
  app: FastifyInstance,
  options: BlockchainOptions = {},
  extras: RegisterBlockchainRoutesExtras = {},
): BlockchainApi {
  const api = new BlockchainApi(options, app.log)
  const publicUrl =
    options.publicUrl?.replace(/\/+$/, '') ??
    (app.hasDecorator('portico') ? app.portico.publicUrl : undefined)
  const originOf = (request: FastifyRequest) => serverOrigin(request, publicUrl)

  app.get(
    '/v1/supported-chains',
    {
      schema: {
        ...supportedChainsSchema,
        summary: 'The networks the blockchain API serves, over HTTP and WebSocket',
      },
    },
    async () => api.supportedChains(extras.historyNetworks?.()),
  )

  app.get<{ Params: AddressParams; Querystring: BalanceQuery }>(
    '/v1/account/:address/balance',
    {
      schema: { ...balanceSchema, summary: "An account's native and token balances with prices" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const { address } = request.params
      const { currency, forceUpdate } = request.query
      const caipNetworkId =
        request.query.chainId === undefined ? undefined : networkIdOf(request.query.chainId)
      const evmOnly = caipNetworkId?.startsWith('eip155:') ?? false
      if (!isEvmAddress(address) && (evmOnly || !isSolanaAddress(address))) {
        const expected = `an EVM address (0x and 40 hex digits)${evmOnly ? '' : ' or a Solana address'}`
        throw new HttpError(
          400,
          `Invalid address "${request.params.address.slice(0, 128)}": expected ${expected}`,
        )
      }
      const balances = await api
        .balances({
          address,
          caipNetworkId,
          currency: currency.toLowerCase(),
          forceUpdate,
          origin: originOf(request),
        })
        .catch(unavailable)
      return { balances }
    },
  )

  app.post<{ Body: FungiblePricesRequest }>(
    '/v1/fungible/price',
    {
      schema: { ...fungiblePriceSchema, summary: 'Prices of tokens in a currency' },
      config: { limit: 'reads' },
    },
    async (request) => {
      const { currency, addresses } = request.body
      const invalid = addresses.find((address) => !isCaipAddress(address))
      if (invalid !== undefined) {
        throw new HttpError(400, new InvalidCaip10AddressError(invalid.slice(0, 200)).shortMessage)
      }
      const fungibles = await api.fungiblePrices(addresses, currency.toLowerCase(), originOf(request))
      return { fungibles }
    },
  )

  app.get<{ Params: AddressParams; Querystring: { sender?: string } }>(
    '/v1/identity/:address',
    {
      schema: { ...identitySchema, summary: "An address's name and avatar (registered name, then ENS)" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const address = evmAddressOf(request.params.address)
      if (request.query.sender !== undefined) evmAddressOf(request.query.sender, 'sender')
      return (await extras.registeredIdentity?.(address)) ?? api.identity(address)
    },
  )

  app.get<{ Querystring: { chainId: string } }>(
    '/v1/convert/gas-price',
    {
      schema: { ...gasPriceSchema, summary: "A network's gas prices (standard, fast, instant)" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const caipNetworkId = networkIdOf(request.query.chainId)
      if (!api.isSupported(caipNetworkId)) {
        throw new HttpError(400, new GasPriceNetworkNotSupportedError(caipNetworkId).shortMessage)
      }
      return api.gasPrice(caipNetworkId).catch(unavailable)
    },
  )

  app.get<{ Params: AddressParams; Querystring: { chainId?: string } }>(
    '/v1/account/:address/nfts',
    {
      schema: { ...nftsSchema, summary: "An account's NFTs in the configured collections" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const address = evmAddressOf(request.params.address)
      const caipNetworkId =
        request.query.chainId === undefined ? undefined : networkIdOf(request.query.chainId)
      const nfts = await api.nfts(address, caipNetworkId).catch(unavailable)
      return { nfts }
    },
  )

  app.addHook('onClose', async () => api.clearCache())
  return api
}
