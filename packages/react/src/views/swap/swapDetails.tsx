import { formatTokenAmount, type GetSwapQuoteReturnType, type SwapToken } from '@portico/core'
import { useLocale } from '../../hooks/useLocale.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useFormatUsd } from '../wallet/format.ts'
import { impactText, rateText, shortAmount } from './swapFormat.ts'

/** Rate, price impact, network fee, slippage and minimum received of a quote. */
export function SwapDetails({
  quote,
  from,
  to,
  nativePrice,
  t,
}: {
  quote: GetSwapQuoteReturnType
  from: SwapToken
  to: SwapToken
  /** USD price of the native coin, for the fee's value. */
  nativePrice: number | undefined
  t: (key: 'rate' | 'priceImpact' | 'networkFee' | 'slippage' | 'minimumReceived' | 'unavailable') => string
}) {
  const formatUsd = useFormatUsd()
  const { locale } = useLocale()
  const portico = usePortico()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const native = caipNetwork?.nativeCurrency
  const impact = impactText(quote.priceImpact, locale)
  return (
    <dl className="swap-details">
      <div>
        <dt>{t('rate')}</dt>
        <dd>{rateText(quote.fromAmount, quote.toAmount, from, to, locale)}</dd>
      </div>
      <div>
        <dt>{t('priceImpact')}</dt>
        <dd className={(quote.priceImpact ?? 0) >= 5 ? 'high' : undefined}>{impact ?? t('unavailable')}</dd>
      </div>
      <div>
        <dt>{t('networkFee')}</dt>
        <dd>
          {quote.networkFee !== null && native
            ? `${shortAmount(quote.networkFee, native.decimals, locale)} ${native.symbol}`
            : t('unavailable')}
          {quote.networkFee !== null && native && nativePrice ? (
            <span className="muted">
              {' '}
              {formatUsd(Number(formatTokenAmount(quote.networkFee, native.decimals)) * nativePrice)}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('slippage')}</dt>
        <dd>{quote.slippage}%</dd>
      </div>
      <div>
        <dt>{t('minimumReceived')}</dt>
        <dd>
          {shortAmount(quote.toAmountMin, to.decimals, locale)} {to.symbol}
        </dd>
      </div>
    </dl>
  )
}
