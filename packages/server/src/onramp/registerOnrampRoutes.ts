import { randomBytes } from 'node:crypto'
import { isEvmAddress, ONRAMP } from '@portico/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/httpError.ts'
import { serverOrigin } from '../http/requestOrigin.ts'
import { SANDBOX_TEST_CARD, type SandboxOnrampProvider } from './createSandboxOnrampProvider.ts'
import { OnrampProviderError } from './errors.ts'
import { renderSandboxCheckout } from './sandboxCheckout.ts'
import {
  onrampOptionsSchema,
  onrampProvidersSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  sandboxCheckoutSchema,
  sandboxPaySchema,
} from './schemas.ts'
import type { OnrampOptions, OnrampProvider, OnrampPurchaseCurrency, OnrampQuoteRequest } from './types.ts'

type UrlBody = {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
  defaultNetwork?: string
  partnerUserId?: string
  defaultExperience?: string
  presetCryptoAmount?: string | number
  presetFiatAmount?: string | number
  paymentCurrency?: string
  paymentMethod?: string
  provider?: string
}

export type OnrampRoutesOptions = {
  /** The providers, the first one the default. */
  providers: readonly OnrampProvider[]
  publicUrl?: string | undefined
}

/** A provider's failure is a 502 with its reason; other errors pass. */
function toHttpError(error: unknown): never {
  if (error instanceof OnrampProviderError) {
    throw new HttpError(502, `The onramp provider failed: ${error.shortMessage}`)
  }
  throw error
}

/** A fiat amount: positive, at most 2 decimals, or a 400 naming the field. */
function fiatOf(value: string | number, name: string): string {
  const text = String(value).trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
    throw new HttpError(
      400,
      `${name} must be a positive amount with at most 2 decimals, got "${text.slice(0, 40)}"`,
    )
  }
  return text
}

function limitOf(options: OnrampOptions, paymentCurrency: string, method: string | undefined) {
  const currency = options.paymentCurrencies.find((candidate) => candidate.id === paymentCurrency)
  if (!currency) throw new HttpError(400, `Unknown payment currency "${paymentCurrency.slice(0, 40)}"`)
  const limit = currency.payment_method_limits.find((candidate) => candidate.id === (method ?? 'card'))
  if (!limit) throw new HttpError(400, `Unknown payment method "${String(method).slice(0, 40)}"`)
  return limit
}

function checkLimit(amount: string, limit: { id: string; min: string; max: string }, currency: string) {
  if (Number(amount) < Number(limit.min) || Number(amount) > Number(limit.max)) {
    throw new HttpError(
      400,
      `amount must be between ${limit.min} and ${limit.max} ${currency} for ${limit.id}, got ${amount}`,
    )
  }
}

function currencyOf(options: OnrampOptions, id: string): OnrampPurchaseCurrency {
  const currency = options.purchaseCurrencies.find(
    (candidate) => candidate.id === id || candidate.symbol.toLowerCase() === id.toLowerCase(),
  )
  if (!currency) throw new HttpError(400, `Unknown purchase currency "${id.slice(0, 40)}"`)
  return currency
}

function networkOf(currency: OnrampPurchaseCurrency, network: string) {
  const found = currency.networks.find(
    (candidate) =>
      candidate.name === network ||
      candidate.chain_id === network ||
      `eip155:${candidate.chain_id}` === network,
  )
  if (!found) throw new HttpError(400, `Unsupported network "${network.slice(0, 80)}" for ${currency.symbol}`)
  return found
}

/** The sandbox provider's own checkout: its page and the test-card payment. */
function registerSandboxCheckoutRoutes(app: FastifyInstance, sandbox: SandboxOnrampProvider): void {
  app.get<{ Params: { id: string } }>(
    '/onramp/sandbox/checkout/:id',
    {
      schema: { ...sandboxCheckoutSchema, summary: "The sandbox provider's checkout page (HTML)" },
      config: { limit: 'reads' },
    },
    async (request, reply) => {
      const order = await sandbox.getOrder(request.params.id)
      if (!order) throw new HttpError(404, 'Order not found')
      const nonce = randomBytes(16).toString('base64')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        )
        .send(renderSandboxCheckout(order, nonce))
    },
  )

  app.post<{ Params: { id: string }; Body: { cardNumber: string } }>(
    '/onramp/sandbox/checkout/:id/pay',
    {
      config: { limit: 'writes' },
      schema: {
        ...sandboxPaySchema,
        summary: 'Pays a sandbox order with a test card; the treasury sends the tokens',
      },
    },
    async (request) => {
      if (request.body.cardNumber.replace(/[\s-]/g, '') !== SANDBOX_TEST_CARD) {
        throw new HttpError(402, 'The sandbox accepts only the test card 4242 4242 4242 4242')
      }
      const order = await sandbox.pay(request.params.id)
      if (!order) throw new HttpError(404, 'Order not found')
      return { status: order.status, txHash: order.tx_hash, error: order.error }
    },
  )
}

/**
 * The onramp API (docs/rules/api.md): `GET /v1/onramp/options`, `POST /v1/onramp/quote` and
 * `POST /v1/generators/onrampurl`, answered by the provider the request names (default the first),
 * plus `GET /v1/onramp/providers` for the Buy view's list. Bad input is a 400 and stores nothing.
 * A sandbox provider also gets its checkout page and payment route.
 *
 * @example
 * registerOnrampRoutes(app, { providers: [sandbox] })
 */
export function registerOnrampRoutes(app: FastifyInstance, options: OnrampRoutesOptions): void {
  const providerOf = (name: string | undefined): OnrampProvider => {
    const provider =
      name === undefined ? options.providers[0] : options.providers.find((p) => p.name === name)
    if (!provider)
      throw new HttpError(
        name === undefined ? 503 : 400,
        name === undefined
          ? 'No onramp provider is configured'
          : `Unknown onramp provider "${name.slice(0, 32)}"`,
      )
    return provider
  }

  app.get(
    '/v1/onramp/providers',
    { schema: { ...onrampProvidersSchema, summary: 'The configured onramp providers' } },
    async () => ({
      providers: options.providers.map(({ name, label }) => ({
        name,
        label,
        feeRange: ONRAMP.providerFeeRange,
      })),
    }),
  )

  app.get<{ Querystring: { provider?: string } }>(
    '/v1/onramp/options',
    {
      schema: {
        ...onrampOptionsSchema,
        summary: 'The payment currencies, methods and tokens an onramp sells',
      },
      config: { limit: 'reads' },
    },
    async (request) => providerOf(request.query.provider).getOptions().catch(toHttpError),
  )

  app.post<{ Body: OnrampQuoteRequest }>(
    '/v1/onramp/quote',
    {
      schema: { ...onrampQuoteSchema, summary: 'A quote for buying a token with a fiat amount' },
      config: { limit: 'reads' },
    },
    async (request) => {
      const { body } = request
      const provider = providerOf(body.provider)
      const providerOptions = await provider.getOptions().catch(toHttpError)
      const purchaseCurrency = currencyOf(providerOptions, body.purchaseCurrency)
      const network = networkOf(purchaseCurrency, body.network)
      const amount = fiatOf(body.amount, 'amount')
      checkLimit(
        amount,
        limitOf(providerOptions, body.paymentCurrency, body.paymentMethod),
        body.paymentCurrency,
      )
      return provider
        .getQuote({ purchaseCurrency, network, paymentCurrency: body.paymentCurrency, amount })
        .catch(toHttpError)
    },
  )

  app.post<{ Body: UrlBody; Querystring: { projectId?: string } }>(
    '/v1/generators/onrampurl',
    {
      schema: { ...onrampUrlSchema, summary: "The provider's checkout URL for a purchase" },
      config: { limit: 'writes' },
    },
    async (request) => {
      const { body } = request
      const provider = providerOf(body.provider)
      const providerOptions = await provider.getOptions().catch(toHttpError)
      const [wallet] = body.destinationWallets
      const purchaseCurrency = currencyOf(
        providerOptions,
        wallet!.assets?.[0] ?? ONRAMP.defaultPurchaseCurrency,
      )
      const network = networkOf(purchaseCurrency, body.defaultNetwork ?? wallet!.blockchains[0]!)
      const address = wallet!.address.trim()
      const evm = /^\d+$/.test(network.chain_id)
      if (evm ? !isEvmAddress(address) : !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) {
        throw new HttpError(
          400,
          `Invalid destination address "${address.slice(0, 80)}" for ${network.display_name}`,
        )
      }
      const paymentCurrency = body.paymentCurrency ?? ONRAMP.defaultPaymentCurrency
      const limit = limitOf(providerOptions, paymentCurrency, body.paymentMethod)
      const presetFiatAmount =
        body.presetFiatAmount === undefined ? undefined : fiatOf(body.presetFiatAmount, 'presetFiatAmount')
      if (presetFiatAmount !== undefined) checkLimit(presetFiatAmount, limit, paymentCurrency)
      const presetCryptoAmount =
        body.presetCryptoAmount === undefined ? undefined : String(body.presetCryptoAmount)
      if (presetCryptoAmount !== undefined && !(Number(presetCryptoAmount) > 0)) {
        throw new HttpError(
          400,
          `presetCryptoAmount must be a positive amount, got "${presetCryptoAmount.slice(0, 40)}"`,
        )
      }
      const url = await provider
        .createUrl({
          projectId: request.query.projectId ?? 'portico-local',
          origin: serverOrigin(request, options.publicUrl),
          purchaseCurrency,
          network,
          address,
          paymentCurrency,
          presetFiatAmount,
          presetCryptoAmount,
          partnerUserId: body.partnerUserId,
          defaultExperience: body.defaultExperience,
        })
        .catch(toHttpError)
      return { url }
    },
  )

  const sandbox = options.providers.find(
    (provider): provider is SandboxOnrampProvider => provider.name === 'sandbox',
  )
  if (sandbox) registerSandboxCheckoutRoutes(app, sandbox)
}
