import { findErrorCode, isUserRejectedError, localizeDecimal, type PorticoError } from '@portico/core'
import { useEffect, useState } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useErrorText, useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { useFormatUsd } from '../wallet/format.ts'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { SWAP_CSS } from './swapCss.ts'
import { SwapDetails } from './swapDetails.tsx'
import { shortAmount } from './swapFormat.ts'
import { SWAP_MESSAGES } from './swapMessages.ts'
import { useSwap } from './useSwap.ts'

/**
 * Swap preview: what is paid and received, the quote's details, then approve (exactly the amount)
 * when the allowance is short, and swap. Declining in the wallet says so and keeps the preview.
 */
export function SwapPreviewView() {
  const formatUsd = useFormatUsd()
  const { locale } = useLocale()
  useAdoptedStyles(SWAP_CSS)
  const portico = usePortico()
  const t = useViewMessages(SWAP_MESSAGES)
  const errorText = useErrorText()
  const { swap, state } = useSwap()
  const [error, setError] = useState<string | undefined>()
  const {
    sourceToken: from,
    toToken: to,
    quote,
    sourceTokenAmount,
    needsApproval,
    atomicBatch,
    pending,
    tokens,
  } = state
  // A wallet that sends batches atomically approves and swaps in one step.
  const separateApproval = needsApproval && !atomicBatch

  useEffect(() => {
    swap
      .checkAllowance()
      .catch((cause: PorticoError) => setError(errorText(cause) ?? cause.shortMessage ?? t('swapFailed')))
  }, [swap, t, errorText])

  if (!from || !to || !quote) return null
  const received = shortAmount(quote.toAmount, to.decimals, locale)

  const run = async (action: () => Promise<unknown>) => {
    setError(undefined)
    try {
      await action()
    } catch (cause) {
      setError(
        isUserRejectedError(findErrorCode(cause))
          ? t('rejected')
          : (errorText(cause) ?? (cause as PorticoError).shortMessage ?? t('swapFailed')),
      )
    }
  }

  return (
    <div className="swap-preview">
      <div className="swap-hero">
        <span className="swap-label">{t('youPay')}</span>
        <strong>
          <TokenIcon src={from.logoUri} symbol={from.symbol} size={32} />
          <bdi>
            {localizeDecimal(sourceTokenAmount, locale)} {from.symbol}
          </bdi>
        </strong>
        <span className="muted">{formatUsd(Number(sourceTokenAmount) * from.price)}</span>
      </div>
      <div className="swap-hero">
        <span className="swap-label">{t('youReceive')}</span>
        <strong>
          <TokenIcon src={to.logoUri} symbol={to.symbol} size={32} />
          <bdi>
            {received} {to.symbol}
          </bdi>
        </strong>
        <span className="muted">{formatUsd((Number(quote.toAmount) / 10 ** to.decimals) * to.price)}</span>
      </div>
      <SwapDetails quote={quote} from={from} to={to} nativePrice={tokens?.[0]?.price} t={t} />
      {error ? (
        <p className="swap-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="muted swap-note" aria-live="polite">
          {needsApproval === undefined
            ? t('checkingAllowance')
            : separateApproval
              ? t('approveNote', { amount: localizeDecimal(sourceTokenAmount, locale), symbol: from.symbol })
              : needsApproval
                ? t('approveAndSwapNote', {
                    amount: localizeDecimal(sourceTokenAmount, locale),
                    symbol: from.symbol,
                  })
                : t('swapNote')}
        </p>
      )}
      <div className="swap-actions">
        <button
          type="button"
          className="secondary-button"
          disabled={pending !== undefined}
          onClick={() => portico.router.goBack()}
        >
          {t('cancel')}
        </button>
        {separateApproval ? (
          <button
            type="button"
            className="primary-button"
            disabled={pending !== undefined}
            aria-busy={pending === 'approve'}
            onClick={() => run(() => swap.approve())}
          >
            {pending === 'approve' ? <span className="spinner small" aria-hidden="true" /> : null}
            {pending === 'approve' ? t('approving') : t('approveToken', { symbol: from.symbol })}
          </button>
        ) : (
          <button
            type="button"
            className="primary-button"
            disabled={pending !== undefined || needsApproval === undefined}
            aria-busy={pending === 'swap'}
            onClick={() =>
              run(async () => {
                const amount = localizeDecimal(sourceTokenAmount, locale)
                await swap.swap()
                portico.toast.show(
                  'success',
                  t('swapped', { amount, from: from.symbol, to: `${received} ${to.symbol}` }),
                )
              })
            }
          >
            {pending === 'swap' ? <span className="spinner small" aria-hidden="true" /> : null}
            {pending === 'swap' ? t('swapping') : needsApproval ? t('approveAndSwap') : t('swap')}
          </button>
        )}
      </div>
    </div>
  )
}
