import {
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
  getOnrampQuote,
  getOnrampUrl,
  getServerMessage,
  getWalletFeatures,
  ONRAMP,
  type OnrampQuote,
  type PorticoError,
  parseTokenAmount,
  type TokenBalance,
} from '@portico/core'
import { useEffect, useId, useState } from 'react'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { BUY_CSS } from './buyCss.ts'
import { BUY_MESSAGES } from './buyMessages.ts'

/** How often the balance is read while a purchase is pending. */
const WATCH_INTERVAL_MS = 2_000

type Pending = {
  url: string
  amount: string
  symbol: string
  contract: string
  before: bigint
  tabOpened: boolean
}

const units = (balance: TokenBalance | undefined) =>
  balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n

function balanceOfContract(balances: readonly TokenBalance[], contract: string) {
  return balances.find((balance) => balance.address?.toLowerCase().endsWith(contract.toLowerCase()))
}

/**
 * Buy crypto with a card: the provider (with its fee range), what to buy and on which network, the
 * payment currency and amount within the provider's limits, the quote, then the provider's checkout in
 * a new tab while this view watches the balance until the tokens arrive.
 */
export function BuyView() {
  useAdoptedStyles(BUY_CSS)
  const portico = usePortico()
  const t = useViewMessages(BUY_MESSAGES)
  const { balances } = getWalletFeatures(portico)
  const { tokenBalances } = useStoreState(balances.store)
  const { caipNetwork } = useStoreState(portico.networks.store)
  const ids = { amount: useId(), currency: useId(), network: useId(), payment: useId() }
  const [loaded, setLoaded] = useState<GetOnrampOptionsReturnType>()
  const [provider, setProvider] = useState<string>()
  const [currencyId, setCurrencyId] = useState<string>()
  const [networkName, setNetworkName] = useState<string>()
  const [paymentCurrency, setPaymentCurrency] = useState<string>(ONRAMP.defaultPaymentCurrency)
  const [amount, setAmount] = useState('')
  const [quote, setQuote] = useState<OnrampQuote>()
  const [quoteLoading, setQuoteLoading] = useState(false)
  const [error, setError] = useState<string>()
  const [opening, setOpening] = useState(false)
  const [pending, setPending] = useState<Pending>()

  useEffect(() => {
    let current = true
    void balances.fetch()
    getOnrampOptions(portico, { provider }).then((result) => {
      if (!current) return
      setLoaded(result)
      setProvider((selected) => selected ?? result.providers[0]?.name)
      const currencies = result.options.purchaseCurrencies
      const currency =
        currencies.find((candidate) => candidate.symbol === ONRAMP.defaultPurchaseCurrency) ?? currencies[0]
      setCurrencyId((selected) => (currencies.some((c) => c.id === selected) ? selected : currency?.id))
    })
    return () => {
      current = false
    }
  }, [portico, balances, provider])

  const currencies = loaded?.options.purchaseCurrencies ?? []
  const currency = currencies.find((candidate) => candidate.id === currencyId)
  // Tokens can only go to the account's own address: networks of its namespace (EVM ids are numbers).
  const solana = caipNetwork?.chainNamespace === 'solana'
  const networks = (currency?.networks ?? []).filter(
    (candidate) => solana !== /^\d+$/.test(candidate.chain_id),
  )
  const network =
    networks.find((candidate) => candidate.name === networkName) ??
    networks.find((candidate) => `${caipNetwork?.id}` === candidate.chain_id) ??
    networks[0]
  const payment = loaded?.options.paymentCurrencies.find((candidate) => candidate.id === paymentCurrency)
  const limit = payment?.payment_method_limits.find((candidate) => candidate.id === 'card')
  const value = Number(amount)
  const problem = !amount.trim()
    ? t('enterAmount')
    : !(value > 0)
      ? t('enterAmount')
      : limit && value < Number(limit.min)
        ? t('belowMin', { min: limit.min, currency: paymentCurrency })
        : limit && value > Number(limit.max)
          ? t('aboveMax', { max: limit.max, currency: paymentCurrency })
          : undefined

  useEffect(() => {
    setQuote(undefined)
    if (problem || !currency || !network) return
    let current = true
    setQuoteLoading(true)
    const timer = setTimeout(() => {
      getOnrampQuote(portico, {
        purchaseCurrency: currency.id,
        paymentCurrency,
        amount,
        network: network.name,
        provider,
      }).then((answer) => {
        if (!current) return
        setQuote(answer)
        setQuoteLoading(false)
      })
    }, 300)
    return () => {
      current = false
      clearTimeout(timer)
      setQuoteLoading(false)
    }
  }, [portico, problem, currency, network, paymentCurrency, amount, provider])

  useEffect(() => {
    if (!pending) return
    const timer = setInterval(async () => {
      await balances.fetch({ forceUpdate: true })
      const now = units(balanceOfContract(balances.store.getState().tokenBalances, pending.contract))
      if (now > pending.before) {
        clearInterval(timer)
        portico.toast.show('success', t('arrived', { amount: `${pending.amount} ${pending.symbol}` }))
        portico.router.reset('Account')
      }
    }, WATCH_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [pending, balances, portico, t])

  const providerInfo = loaded?.providers.find((candidate) => candidate.name === provider)
  const providerLabel = providerInfo?.label ?? provider ?? ''

  if (pending) {
    return (
      <div className="buy-pending" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <strong>{t('pending', { amount: `${pending.amount} ${pending.symbol}` })}</strong>
        <p className="muted">{t('pendingText', { provider: providerLabel })}</p>
        {pending.tabOpened ? null : <p className="muted">{t('popupBlocked')}</p>}
        <a className="buy-link" href={pending.url} target="_blank" rel="noopener">
          {t('reopen')}
        </a>
      </div>
    )
  }

  if (!loaded) {
    return (
      <div className="buy-pending" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    )
  }

  const open = async () => {
    if (!currency || !network || !quote) return
    setError(undefined)
    setOpening(true)
    // Opened before the request so the browser sees it as the click's own tab, not a popup.
    const tab = window.open('about:blank', '_blank')
    try {
      const url = await getOnrampUrl(portico, {
        purchaseCurrency: currency.id,
        paymentCurrency,
        amount,
        network: network.name,
        provider,
      })
      if (tab) {
        tab.opener = null
        tab.location.href = url
      }
      setPending({
        url,
        amount: quote.purchaseAmount.amount,
        symbol: currency.symbol,
        contract: network.contract_address,
        before: units(balanceOfContract(tokenBalances, network.contract_address)),
        tabOpened: tab !== null,
      })
    } catch (cause) {
      tab?.close()
      setError(getServerMessage(cause) ?? (cause as PorticoError).shortMessage ?? t('openFailed'))
    } finally {
      setOpening(false)
    }
  }

  return (
    <form
      className="buy"
      onSubmit={(event) => {
        event.preventDefault()
        void open()
      }}
    >
      {loaded.providers.length === 0 ? (
        <p className="buy-error" role="alert">
          {t('noProvider')}
        </p>
      ) : (
        <fieldset className="buy-providers">
          <legend className="buy-label">{t('provider')}</legend>
          {loaded.providers.map((candidate) => (
            <label key={candidate.name} className="buy-provider">
              <input
                type="radio"
                name="provider"
                value={candidate.name}
                checked={candidate.name === provider}
                onChange={() => setProvider(candidate.name)}
              />
              <span>{candidate.label}</span>
              <span className="muted">{t('fee', { range: candidate.feeRange })}</span>
            </label>
          ))}
        </fieldset>
      )}
      {loaded.sample ? <p className="muted">{t('sampleOptions')}</p> : null}
      {currency && networks.length === 0 ? (
        <p className="buy-error" role="alert">
          {t('noNetwork', { symbol: currency.symbol, network: caipNetwork?.name ?? '' })}
        </p>
      ) : null}
      <div className="buy-card">
        <span className="buy-label">{t('youBuy')}</span>
        <div className="buy-row">
          <select
            id={ids.currency}
            className="buy-select"
            aria-label={t('youBuy')}
            value={currency?.id ?? ''}
            onChange={(event) => {
              setCurrencyId(event.target.value)
              setNetworkName(undefined)
            }}
          >
            {currencies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.symbol}
              </option>
            ))}
          </select>
          <select
            id={ids.network}
            className="buy-select"
            aria-label={t('network')}
            value={network?.name ?? ''}
            onChange={(event) => setNetworkName(event.target.value)}
          >
            {networks.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.display_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="buy-card">
        <label className="buy-label" htmlFor={ids.amount}>
          {t('youPay')}
        </label>
        <div className="buy-row">
          <input
            id={ids.amount}
            className="buy-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-invalid={Boolean(amount) && Boolean(problem)}
            aria-describedby={`${ids.amount}-limits`}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
          />
          <select
            id={ids.payment}
            className="buy-select"
            aria-label={t('paymentCurrency')}
            style={{ flex: 'none' }}
            value={paymentCurrency}
            onChange={(event) => setPaymentCurrency(event.target.value)}
          >
            {loaded.options.paymentCurrencies.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.id}
              </option>
            ))}
          </select>
        </div>
        {limit ? (
          <span id={`${ids.amount}-limits`} className="muted">
            {t('limits', { min: limit.min, max: limit.max, currency: paymentCurrency })}
          </span>
        ) : null}
      </div>
      {quote && !problem ? (
        <dl className="buy-details" aria-live="polite">
          <div>
            <dt>{t('youReceive')}</dt>
            <dd>
              {quote.purchaseAmount.amount} {quote.purchaseAmount.currency}
            </dd>
          </div>
          <div>
            <dt>{t('fees')}</dt>
            <dd>
              {quote.networkFee.amount} {quote.networkFee.currency}
            </dd>
          </div>
          <div>
            <dt>{t('total')}</dt>
            <dd>
              {quote.paymentTotal.amount} {quote.paymentTotal.currency}
            </dd>
          </div>
        </dl>
      ) : null}
      {error ? (
        <p className="buy-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary-button"
        disabled={Boolean(problem) || !quote || quoteLoading || opening || !provider}
        aria-busy={quoteLoading || opening}
      >
        {quoteLoading || opening ? <span className="spinner small" aria-hidden="true" /> : null}
        {problem && amount
          ? problem
          : quoteLoading
            ? t('gettingQuote')
            : opening
              ? t('opening', { provider: providerLabel })
              : t('continueWith', { provider: providerLabel })}
      </button>
    </form>
  )
}
