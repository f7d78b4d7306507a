import { getServerMessage, localizeDecimal, type OnrampAmountProblem, onrampNetworks } from '@portico/core'
import { useEffect, useId } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useErrorText, useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { useAmountField } from '../../ui/useAmountField.ts'
import { ChevronDownIcon } from '../wallet/icons.tsx'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { BUY_CSS } from './buyCss.ts'
import { BUY_MESSAGES } from './buyMessages.ts'
import { tokenImageUrl, useOnramp } from './useOnramp.ts'

type Translate = ReturnType<typeof useViewMessages<typeof BUY_MESSAGES>>

function problemText(problem: OnrampAmountProblem, t: Translate, locale: string): string {
  if (problem.reason === 'enterAmount') return t('enterAmount')
  const limit = localizeDecimal(problem.limit, locale)
  return problem.reason === 'belowMin'
    ? t('belowMin', { min: limit, currency: problem.currency })
    : t('aboveMax', { max: limit, currency: problem.currency })
}

/**
 * Buy crypto with a card (OnRampProviders): the provider (with its fee range), what to buy and on
 * which network, the payment currency and amount within the provider's limits, the quote, then the
 * provider's checkout in a new tab while this view watches the balance until the tokens arrive.
 */
export function BuyView() {
  useAdoptedStyles(BUY_CSS)
  const portico = usePortico()
  const t = useViewMessages(BUY_MESSAGES)
  const { locale } = useLocale()
  const { onramp, state } = useOnramp()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const ids = { amount: useId(), network: useId() }
  const { options, providers, selectedProvider, purchaseCurrency, paymentCurrency, network, quote } = state
  const { amountProblem, paymentAmount, quotesLoading, opening, purchase, error } = state
  const amountField = useAmountField(paymentAmount, (amount) => onramp.setPaymentAmount(amount))
  const errorText = useErrorText()

  useEffect(() => {
    void onramp.load()
  }, [onramp])

  useEffect(() => {
    if (!purchase) return
    return onramp.watch({
      onArrival: ({ amount, symbol }) =>
        portico.toast.show('success', t('arrived', { amount: `${amount} ${symbol}` })),
    })
  }, [onramp, purchase, portico, t])

  const providerLabel = selectedProvider?.label ?? ''

  if (purchase) {
    return (
      <div className="buy-pending" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <strong>{t('pending', { amount: `${purchase.amount} ${purchase.symbol}` })}</strong>
        <p className="muted">{t('pendingText', { provider: providerLabel })}</p>
        {purchase.tabOpened ? null : <p className="muted">{t('popupBlocked')}</p>}
        <a className="buy-link" href={purchase.url} target="_blank" rel="noopener">
          {t('reopen')}
        </a>
      </div>
    )
  }

  if (!options) {
    return (
      <div className="buy-pending" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    )
  }

  const networks = onrampNetworks(purchaseCurrency, caipNetwork)
  const limit = paymentCurrency?.payment_method_limits.find((candidate) => candidate.id === 'card')
  const problem = amountProblem ? problemText(amountProblem, t, locale) : undefined
  const choose = (target: 'purchaseCurrency' | 'paymentCurrency') => {
    onramp.pick(target)
    portico.router.push('OnRampTokenSelect')
  }

  const open = async () => {
    // Opened before the request so the browser sees it as the click's own tab, not a popup.
    const tab = window.open('about:blank', '_blank')
    const url = await onramp.checkout({ tabOpened: tab !== null })
    if (!url) {
      tab?.close()
      return
    }
    if (tab) {
      tab.opener = null
      tab.location.href = url
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
      {providers.length === 0 ? (
        <p className="buy-error" role="alert">
          {t('noProvider')}
        </p>
      ) : (
        <fieldset className="buy-providers">
          <legend className="buy-label">{t('provider')}</legend>
          {providers.map((candidate) => (
            <label key={candidate.name} className="buy-provider">
              <input
                type="radio"
                name="provider"
                value={candidate.name}
                checked={candidate.name === selectedProvider?.name}
                onChange={() => void onramp.selectProvider(candidate.name)}
              />
              <span>{candidate.label}</span>
              <span className="muted">{t('fee', { range: `\u2066${candidate.feeRange}\u2069` })}</span>
            </label>
          ))}
        </fieldset>
      )}
      {state.sample ? <p className="muted">{t('sampleOptions')}</p> : null}
      {purchaseCurrency && networks.length === 0 ? (
        <p className="buy-error" role="alert">
          {t('noNetwork', { symbol: purchaseCurrency.symbol, network: caipNetwork?.name ?? '' })}
        </p>
      ) : null}
      <div className="buy-card">
        <span className="buy-label">{t('youBuy')}</span>
        <div className="buy-row">
          <button type="button" className="buy-currency" onClick={() => choose('purchaseCurrency')}>
            <TokenIcon
              src={purchaseCurrency ? tokenImageUrl(portico, purchaseCurrency.symbol) : undefined}
              symbol={purchaseCurrency?.symbol ?? '?'}
              size={24}
            />
            <span className="visually-hidden">{t('purchaseCurrency')}: </span>
            <span>{purchaseCurrency?.symbol ?? ''}</span>
            <ChevronDownIcon />
          </button>
          <select
            id={ids.network}
            className="buy-select"
            aria-label={t('network')}
            value={network?.name ?? ''}
            onChange={(event) => onramp.setNetwork(event.target.value)}
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
            aria-invalid={Boolean(paymentAmount) && Boolean(problem)}
            aria-describedby={`${ids.amount}-limits`}
            {...amountField}
          />
          <button type="button" className="buy-currency" onClick={() => choose('paymentCurrency')}>
            <span className="visually-hidden">{t('paymentCurrency')}: </span>
            <span>{paymentCurrency?.id ?? ''}</span>
            <ChevronDownIcon />
          </button>
        </div>
        {limit && paymentCurrency ? (
          <span id={`${ids.amount}-limits`} className="muted">
            {t('limits', {
              min: localizeDecimal(limit.min, locale),
              max: localizeDecimal(limit.max, locale),
              currency: paymentCurrency.id,
            })}
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
          {getServerMessage(error) ?? errorText(error) ?? error.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary-button"
        disabled={Boolean(problem) || !quote || quotesLoading || opening || !selectedProvider}
        aria-busy={quotesLoading || opening}
      >
        {quotesLoading || opening ? <span className="spinner small" aria-hidden="true" /> : null}
        {problem && paymentAmount
          ? problem
          : quotesLoading
            ? t('gettingQuote')
            : opening
              ? t('opening', { provider: providerLabel })
              : t('continueWith', { provider: providerLabel })}
      </button>
    </form>
  )
}
