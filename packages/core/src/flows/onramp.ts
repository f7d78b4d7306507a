import { getOnrampOptions } from '../actions/getOnrampOptions.ts'
import { getOnrampQuote } from '../actions/getOnrampQuote.ts'
import { getOnrampUrl } from '../actions/getOnrampUrl.ts'
import type { OnrampOptions, OnrampProviderInfo, OnrampQuote } from '../api/onramp.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { ONRAMP } from '../constants/onramp.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import type { BalancesController } from './balances.ts'

export type OnrampPurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
export type OnrampPaymentCurrency = OnrampOptions['paymentCurrencies'][number]
export type OnrampNetwork = OnrampPurchaseCurrency['networks'][number]

/** Why the payment amount cannot be quoted: none typed, or outside the payment method's limits. */
export type OnrampAmountProblem =
  | { reason: 'enterAmount' }
  | { reason: 'belowMin' | 'aboveMax'; limit: string; currency: string }

/** A checkout opened for the account: what it buys, and the balance it had before. */
export type OnrampPurchase = {
  url: string
  amount: string
  symbol: string
  contract: string
  before: bigint
  tabOpened: boolean
}

export type OnrampState = {
  /** The server's card-payment providers (empty when it offers none). */
  providers: OnrampProviderInfo[]
  selectedProvider: OnrampProviderInfo | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  /** What the quote buys, in the purchase currency. */
  purchaseAmount: string | undefined
  /** The fiat amount typed, e.g. '50'. */
  paymentAmount: string
  quotesLoading: boolean
  /** Why the last checkout failed: the server's reason (`getServerMessage`) or a PorticoError to translate. */
  error: Error | undefined
  /** The selected provider's options; undefined until loaded. */
  options: OnrampOptions | undefined
  /** The options call failed and these are the built-in samples. */
  sample: boolean
  /** The network the tokens arrive on: one of the purchase currency's, in the account's namespace. */
  network: OnrampNetwork | undefined
  quote: OnrampQuote | undefined
  amountProblem: OnrampAmountProblem | undefined
  /** Which currency the currency picker chooses. */
  pickTarget: 'purchaseCurrency' | 'paymentCurrency'
  /** Asking the provider for its checkout URL. */
  opening: boolean
  /** A checkout is open and the balance is watched until the tokens arrive. */
  purchase: OnrampPurchase | undefined
}

/** How long typing must pause before a quote is asked for. */
const QUOTE_DELAY_MS = 300
/** How often the balance is read while a purchase is pending. */
const WATCH_INTERVAL_MS = 2_000

/**
 * The networks of a purchase currency the account can receive on: those of the active network's
 * namespace (EVM chain ids are numbers, Solana's are genesis hashes).
 *
 * @example
 * onrampNetworks(usdc, portico.networks.store.getState().caipNetwork)
 */
export function onrampNetworks(
  currency: OnrampPurchaseCurrency | undefined,
  caipNetwork: CaipNetwork | undefined,
): OnrampNetwork[] {
  const solana = caipNetwork?.chainNamespace === 'solana'
  return (currency?.networks ?? []).filter((network) => solana !== /^\d+$/.test(network.chain_id))
}

function balanceUnits(balance: TokenBalance | undefined): bigint {
  return balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
}

function balanceOfContract(balances: readonly TokenBalance[], contract: string): bigint {
  const lower = contract.toLowerCase()
  return balanceUnits(balances.find((balance) => balance.address?.toLowerCase().endsWith(lower)))
}

export type OnrampController = {
  store: StoreApi<OnrampState>
  /** Loads the providers and the selected provider's options; picks USDC and USD where offered. */
  load(): Promise<void>
  selectProvider(name: string): Promise<void>
  pick(target: OnrampState['pickTarget']): void
  setPurchaseCurrency(id: string): void
  setNetwork(name: string): void
  setPaymentCurrency(id: string): void
  setPaymentAmount(amount: string): void
  /**
   * Asks for the provider's checkout URL and starts the pending purchase. Answers the URL, or
   * undefined with `error` set.
   */
  checkout(parameters?: { tabOpened?: boolean | undefined }): Promise<string | undefined>
  /** Reads the balance every 2 s until the purchased tokens arrive; returns the stop function. */
  watch(parameters: { onArrival: (purchase: OnrampPurchase) => void }): () => void
  reset(): void
}

export type OnrampControllerParameters = {
  portico: Portico
  balances: BalancesController
  /** Runs once the purchased tokens have arrived, e.g. to show Account. */
  onSuccess?: (() => void) | undefined
}

const EMPTY_FORM = {
  paymentAmount: '',
  purchaseAmount: undefined,
  quote: undefined,
  quotesLoading: false,
  error: undefined,
  amountProblem: { reason: 'enterAmount' },
  opening: false,
  purchase: undefined,
} as const satisfies Partial<OnrampState>

/**
 * The modal's buy form over the onramp actions: providers and their options, purchase currency,
 * network, payment currency and amount within the payment method's limits, a quote asked for once
 * typing pauses (stale answers dropped), the checkout URL, and the balance watched until the
 * purchased tokens arrive.
 *
 * @example
 * const onramp = createOnrampController({ portico, balances })
 * await onramp.load()
 * onramp.setPaymentAmount('50')
 */
export function createOnrampController(parameters: OnrampControllerParameters): OnrampController {
  const { portico, balances } = parameters
  const store = createVanillaStore<OnrampState>({
    providers: [],
    selectedProvider: undefined,
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    options: undefined,
    sample: false,
    network: undefined,
    pickTarget: 'purchaseCurrency',
    ...EMPTY_FORM,
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  let generation = 0
  let loads = 0
  // Another active network may take another of the currency's networks (or none).
  portico.networks.store.subscribe((state, previous) => {
    if (state.caipNetwork !== previous.caipNetwork && store.getState().options) update({})
  })

  function amountProblem(state: OnrampState): OnrampAmountProblem | undefined {
    const amount = state.paymentAmount.trim()
    const value = Number(amount)
    if (!amount || !(value > 0)) return { reason: 'enterAmount' }
    const currency = state.paymentCurrency
    const limit = currency?.payment_method_limits.find((candidate) => candidate.id === 'card')
    if (!currency || !limit) return undefined
    if (value < Number(limit.min)) return { reason: 'belowMin', limit: limit.min, currency: currency.id }
    if (value > Number(limit.max)) return { reason: 'aboveMax', limit: limit.max, currency: currency.id }
    return undefined
  }

  /** Keeps the network valid for the currency and the account's namespace, then quotes again. */
  function update(changes: Partial<OnrampState>) {
    store.setState(changes)
    const state = store.getState()
    const caipNetwork = portico.networks.store.getState().caipNetwork
    const networks = onrampNetworks(state.purchaseCurrency, caipNetwork)
    const network =
      networks.find((candidate) => candidate.name === state.network?.name) ??
      networks.find((candidate) => `${caipNetwork?.id}` === candidate.chain_id) ??
      networks[0]
    store.setState({ network, amountProblem: amountProblem({ ...state, network }) })
    requote()
  }

  function requote() {
    clearTimeout(timer)
    const current = ++generation
    const state = store.getState()
    store.setState({ quote: undefined, purchaseAmount: undefined, error: undefined })
    const { purchaseCurrency, paymentCurrency, network, paymentAmount } = state
    if (state.amountProblem || !purchaseCurrency || !paymentCurrency || !network) {
      store.setState({ quotesLoading: false })
      return
    }
    store.setState({ quotesLoading: true })
    timer = setTimeout(async () => {
      const quote = await getOnrampQuote(portico, {
        purchaseCurrency: purchaseCurrency.id,
        paymentCurrency: paymentCurrency.id,
        amount: paymentAmount.trim(),
        network: network.name,
        provider: state.selectedProvider?.name,
      })
      if (current !== generation) return
      store.setState({ quote, purchaseAmount: quote.purchaseAmount.amount, quotesLoading: false })
    }, QUOTE_DELAY_MS)
  }

  async function loadOptions(provider: string | undefined) {
    const current = ++loads
    const { providers, options, sample } = await getOnrampOptions(portico, { provider })
    if (current !== loads) return
    const selectedProvider =
      providers.find((candidate) => candidate.name === provider) ??
      providers.find((candidate) => candidate.name === store.getState().selectedProvider?.name) ??
      providers[0]
    const previous = store.getState()
    const purchaseCurrency =
      options.purchaseCurrencies.find((currency) => currency.id === previous.purchaseCurrency?.id) ??
      options.purchaseCurrencies.find((currency) => currency.symbol === ONRAMP.defaultPurchaseCurrency) ??
      options.purchaseCurrencies[0]
    const paymentCurrency =
      options.paymentCurrencies.find((currency) => currency.id === previous.paymentCurrency?.id) ??
      options.paymentCurrencies.find((currency) => currency.id === ONRAMP.defaultPaymentCurrency) ??
      options.paymentCurrencies[0]
    update({ providers, selectedProvider, options, sample, purchaseCurrency, paymentCurrency })
  }

  return {
    store,
    async load() {
      void balances.fetch()
      await loadOptions(store.getState().selectedProvider?.name)
    },
    async selectProvider(name) {
      store.setState({
        selectedProvider: store.getState().providers.find((candidate) => candidate.name === name),
      })
      await loadOptions(name)
    },
    pick(pickTarget) {
      store.setState({ pickTarget })
    },
    setPurchaseCurrency(id) {
      const purchaseCurrency = store
        .getState()
        .options?.purchaseCurrencies.find((currency) => currency.id === id)
      if (purchaseCurrency) update({ purchaseCurrency, network: undefined })
    },
    setNetwork(name) {
      const networks = onrampNetworks(
        store.getState().purchaseCurrency,
        portico.networks.store.getState().caipNetwork,
      )
      const network = networks.find((candidate) => candidate.name === name)
      if (network) update({ network })
    },
    setPaymentCurrency(id) {
      const paymentCurrency = store
        .getState()
        .options?.paymentCurrencies.find((currency) => currency.id === id)
      if (paymentCurrency) update({ paymentCurrency })
    },
    setPaymentAmount(amount) {
      update({ paymentAmount: amount.replace(',', '.') })
    },
    async checkout({ tabOpened = true } = {}) {
      const state = store.getState()
      const { purchaseCurrency, paymentCurrency, network, quote } = state
      if (!purchaseCurrency || !paymentCurrency || !network || !quote || state.amountProblem) return undefined
      store.setState({ opening: true, error: undefined })
      try {
        const url = await getOnrampUrl(portico, {
          purchaseCurrency: purchaseCurrency.id,
          paymentCurrency: paymentCurrency.id,
          amount: state.paymentAmount.trim(),
          network: network.name,
          provider: state.selectedProvider?.name,
        })
        store.setState({
          purchase: {
            url,
            amount: quote.purchaseAmount.amount,
            symbol: purchaseCurrency.symbol,
            contract: network.contract_address,
            before: balanceOfContract(balances.store.getState().tokenBalances, network.contract_address),
            tabOpened,
          },
        })
        return url
      } catch (error) {
        store.setState({ error: error instanceof Error ? error : new Error(String(error)) })
        return undefined
      } finally {
        store.setState({ opening: false })
      }
    },
    watch({ onArrival }) {
      const interval = setInterval(async () => {
        const purchase = store.getState().purchase
        if (!purchase) return
        await balances.fetch({ forceUpdate: true, background: true })
        const now = balanceOfContract(balances.store.getState().tokenBalances, purchase.contract)
        if (now <= purchase.before || store.getState().purchase !== purchase) return
        clearInterval(interval)
        clearTimeout(timer)
        generation++
        store.setState({ ...EMPTY_FORM })
        onArrival(purchase)
        parameters.onSuccess?.()
      }, WATCH_INTERVAL_MS)
      return () => clearInterval(interval)
    },
    reset() {
      clearTimeout(timer)
      generation++
      store.setState({ ...EMPTY_FORM })
    },
  }
}
