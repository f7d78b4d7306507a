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
        <dd>
          <bdi>{rateText(quote.fromAmount, quote.toAmount, from, to, locale)}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('priceImpact')}</dt>
        <dd className={(quote.priceImpact ?? 0) >= 5 ? 'high' : undefined}>
          <bdi>{impact ?? t('unavailable')}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('networkFee')}</dt>
        <dd>
          {quote.networkFee !== null && native ? (
            <bdi>{`${shortAmount(quote.networkFee, native.decimals, locale)} ${native.symbol}`}</bdi>
          ) : (
            t('unavailable')
          )}
          {quote.networkFee !== null && native && nativePrice ? (
            <span className="muted">
              {' '}
              <bdi>
                {formatUsd(Number(formatTokenAmount(quote.networkFee, native.decimals)) * nativePrice)}
              </bdi>
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('slippage')}</dt>
        <dd>
          <bdi>{quote.slippage}%</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('minimumReceived')}</dt>
        <dd>
          <bdi>
            {shortAmount(quote.toAmountMin, to.decimals, locale)} {to.symbol}
          </bdi>
        </dd>
      </div>
    </dl>
  )
}
