import { randomUUID } from 'node:crypto'
import { ONRAMP } from '@portico/core'
import type { Kysely, Selectable } from 'kysely'
import { type Address, createWalletClient, defineChain, erc20Abi, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BlockchainNetwork } from '../blockchain/network.ts'
import type { Database } from '../storage/schema.ts'
import { OnrampProviderError } from './errors.ts'
import type { OnrampOrdersTable } from './schema.ts'
import type { OnrampOptions, OnrampProvider, OnrampQuote, OnrampQuoteParameters } from './types.ts'

/** A token the sandbox sells, delivered from the treasury on its network. */
export type SandboxOnrampToken = {
  caipNetworkId: string
  address: Address
  name: string
  symbol: string
  decimals: number
  /** US dollars per token. */
  usdPrice: number
}

export type SandboxOnrampOptions = {
  tokens: readonly SandboxOnrampToken[]
  /** Key of the account that pays out the purchased tokens (a devnet dev account in `npm start`). */
  treasuryKey: Hex
}

/** The sandbox's fee in per mille of the payment, inside the shown 1-2 % range. */
const FEE_PER_MILLE = 15n

/** The one card number the sandbox accepts (Stripe's well-known test card). */
export const SANDBOX_TEST_CARD = '4242424242424242'

export type SandboxOrder = Selectable<OnrampOrdersTable>

export type SandboxOnrampProvider = OnrampProvider & {
  readonly name: 'sandbox'
  getOrder(id: string): Promise<SandboxOrder | undefined>
  /**
   * Marks a pending order paid and sends its tokens from the treasury. Paying an order that is no
   * longer pending sends nothing and answers the order as it is, so paying twice never sends twice.
   */
  pay(id: string): Promise<SandboxOrder | undefined>
}

/** Fiat cents of a decimal amount with at most 2 places. */
function cents(amount: string): bigint {
  const [integer = '0', fraction = ''] = amount.split('.')
  return BigInt(integer) * 100n + BigInt(fraction.padEnd(2, '0'))
}

const dollars = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`

function formatUnits(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`
}

/**
 * The local sandbox onramp: the configured devnet tokens for US dollars, a checkout page served by
 * this server where the test card "pays", and delivery of the purchased tokens from a treasury
 * account. Orders are stored in `onramp_orders`.
 *
 * @example
 * const sandbox = createSandboxOnrampProvider({ db, networks, options: { tokens, treasuryKey } })
 */
export function createSandboxOnrampProvider(parameters: {
  db: Kysely<Database>
  networks: readonly BlockchainNetwork[]
  options: SandboxOnrampOptions
}): SandboxOnrampProvider {
  const { db, options } = parameters
  const treasury = privateKeyToAccount(options.treasuryKey)
  // One payout at a time, so the treasury's transactions never race for a nonce.
  let payouts: Promise<unknown> = Promise.resolve()

  function tokenOf(caipNetworkId: string, address: string) {
    return options.tokens.find(
      (token) =>
        token.caipNetworkId === caipNetworkId && token.address.toLowerCase() === address.toLowerCase(),
    )
  }

  function quote(parameters: OnrampQuoteParameters): OnrampQuote & { units: bigint } {
    const token = tokenOf(parameters.network.name, parameters.network.contract_address)!
    const subtotal = cents(parameters.amount)
    const fee = (subtotal * FEE_PER_MILLE + 999n) / 1000n
    const net = subtotal - fee
    const priceMicros = BigInt(Math.round(token.usdPrice * 1e6))
    const units = (net * 10n ** BigInt(token.decimals) * 1_000_000n) / (100n * priceMicros)
    const currency = parameters.paymentCurrency
    return {
      networkFee: { amount: dollars(fee), currency },
      paymentSubtotal: { amount: dollars(net), currency },
      paymentTotal: { amount: dollars(subtotal), currency },
      purchaseAmount: { amount: formatUnits(units, token.decimals), currency: token.symbol },
      quoteId: `sandbox-${randomUUID()}`,
      units,
    }
  }

  async function deliver(order: SandboxOrder): Promise<SandboxOrder> {
    const network = parameters.networks.find((candidate) => candidate.caipNetworkId === order.caip_network_id)
    try {
      if (!network) throw new OnrampProviderError(`Network ${order.caip_network_id} is not served`)
      const client = createWalletClient({
        account: treasury,
        chain: defineChain({
          id: network.chainId,
          name: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: { default: { http: network.rpcUrls } },
        }),
        transport: http(network.rpcUrls[0]),
      }).extend(publicActions)
      const hash = await client.writeContract({
        address: order.token_address as Address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [order.destination as Address, BigInt(order.purchase_amount)],
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 200 })
      if (receipt.status !== 'success') throw new OnrampProviderError(`The transfer ${hash} reverted`)
      return await db
        .updateTable('onramp_orders')
        .set({ status: 'completed', tx_hash: hash })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    } catch (error) {
      return db
        .updateTable('onramp_orders')
        .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    }
  }

  return {
    name: 'sandbox',
    label: 'Portico Sandbox',
    async getOptions(): Promise<OnrampOptions> {
      const bySymbol = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
      for (const token of options.tokens) {
        const network = parameters.networks.find(
          (candidate) => candidate.caipNetworkId === token.caipNetworkId,
        )
        if (!network) continue
        const entry = bySymbol.get(token.symbol) ?? {
          id: token.symbol,
          name: token.name,
          symbol: token.symbol,
          networks: [],
        }
        entry.networks.push({
          name: token.caipNetworkId,
          display_name: network.name,
          chain_id: String(network.chainId),
          contract_address: token.address,
        })
        bySymbol.set(token.symbol, entry)
      }
      return {
        purchaseCurrencies: [...bySymbol.values()],
        paymentCurrencies: [
          {
            id: ONRAMP.defaultPaymentCurrency,
            payment_method_limits: ONRAMP.sampleLimits.map((limit) => ({ ...limit })),
          },
        ],
      }
    },
    async getQuote(quoteParameters) {
      const { units: _units, ...answer } = quote(quoteParameters)
      return answer
    },
    async createUrl(urlParameters) {
      const amount = urlParameters.presetFiatAmount ?? '100.00'
      const { units } = quote({ ...urlParameters, amount })
      const token = tokenOf(urlParameters.network.name, urlParameters.network.contract_address)!
      const id = randomUUID()
      await db
        .insertInto('onramp_orders')
        .values({
          id,
          project_id: urlParameters.projectId,
          provider: 'sandbox',
          caip_network_id: token.caipNetworkId,
          token_address: token.address,
          symbol: token.symbol,
          decimals: token.decimals,
          destination: urlParameters.address,
          payment_currency: urlParameters.paymentCurrency,
          payment_amount: amount,
          purchase_amount: units.toString(),
          status: 'pending',
          tx_hash: null,
          error: null,
          paid_at: null,
        })
        .execute()
      return `${urlParameters.origin}/onramp/sandbox/checkout/${id}`
    },
    async getOrder(id) {
      return db.selectFrom('onramp_orders').selectAll().where('id', '=', id).executeTakeFirst()
    },
    async pay(id) {
      // The conditional update is the one step that decides delivery: only one payment wins it.
      const paid = await db
        .updateTable('onramp_orders')
        .set({ status: 'paid', paid_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst()
      if (!paid) return this.getOrder(id)
      const delivered = payouts.then(() => deliver(paid))
      payouts = delivered.catch(() => undefined)
      return delivered
    },
  }
}
