import type { SwapToken } from '@portico/core'
import { useEffect, useId } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { AlertIcon } from '../../ui/icons.tsx'
import { useAmountField } from '../../ui/useAmountField.ts'
import { useFormatUsd } from '../wallet/format.ts'
import { ChevronDownIcon, SwapVerticalIcon } from '../wallet/icons.tsx'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { SWAP_CSS } from './swapCss.ts'
import { SwapDetails } from './swapDetails.tsx'
import { amountUnits, balanceOf, balanceUnits, shortAmount } from './swapFormat.ts'
import { SWAP_MESSAGES } from './swapMessages.ts'
import { useSwap } from './useSwap.ts'

type Problem =
  | 'selectToken'
  | 'enterAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'gettingQuote'
  | 'noRoute'
  | 'quoteFailed'

type Translate = ReturnType<typeof useViewMessages<typeof SWAP_MESSAGES>>

function TokenButton({
  token,
  onClick,
  t,
}: {
  token: SwapToken | undefined
  onClick: () => void
  t: Translate
}) {
  return (
    <button
      type="button"
      className={token ? 'swap-token' : 'swap-token empty-token'}
      aria-label={token ? `${t('selectToken')}: ${token.symbol}` : t('selectToken')}
      onClick={onClick}
    >
      {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} size={24} /> : null}
      <span>{token?.symbol ?? t('selectToken')}</span>
      <ChevronDownIcon />
    </button>
  )
}

/** Swap: what to pay and receive, the amount with Max, and the live quote. */
export function SwapView() {
  const formatUsd = useFormatUsd()
  const { locale } = useLocale()
  useAdoptedStyles(SWAP_CSS)
  const portico = usePortico()
  const t = useViewMessages(SWAP_MESSAGES)
  const { swap, balances, state } = useSwap()
  const { tokenBalances } = useStoreState(balances.store)
  const amountId = useId()
  const { sourceToken, toToken, sourceTokenAmount, quote, quoteStatus, unsupported, tokens } = state
  const amountField = useAmountField(sourceTokenAmount, (amount) => swap.setAmount(amount))

  useEffect(() => {
    void balances.fetch()
    swap.loadTokens().catch(() => undefined)
  }, [balances, swap])

  if (unsupported) {
    return (
      <div className="swap-unsupported" role="alert">
        <AlertIcon />
        <strong>{t('unsupported')}</strong>
        <p className="muted">{t('unsupportedText')}</p>
        <button type="button" className="primary-button" onClick={() => portico.router.push('Networks')}>
          {t('switchNetwork')}
        </button>
      </div>
    )
  }

  const sourceBalance = balanceOf(sourceToken, tokenBalances)
  const units = sourceToken ? amountUnits(sourceTokenAmount, sourceToken) : undefined
  const problem: Problem | undefined =
    !sourceToken || !toToken
      ? 'selectToken'
      : !sourceTokenAmount.trim()
        ? 'enterAmount'
        : units === undefined || units === 0n
          ? 'invalidAmount'
          : units > balanceUnits(sourceBalance)
            ? 'insufficientBalance'
            : quoteStatus === 'noRoute'
              ? 'noRoute'
              : quoteStatus === 'error'
                ? 'quoteFailed'
                : quoteStatus !== 'ready'
                  ? 'gettingQuote'
                  : undefined
  const loadingQuote = quoteStatus === 'loading'
  const nativePrice = tokens?.[0]?.price

  const pick = (target: 'sourceToken' | 'toToken') => {
    swap.pick(target)
    portico.router.push('SwapSelectToken')
  }

  return (
    <form
      className="swap"
      aria-busy={tokens === undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!problem) portico.router.push('SwapPreview')
      }}
    >
      <div className="swap-card">
        <label className="swap-label" htmlFor={amountId}>
          {t('youPay')}
        </label>
        <div className="swap-amount-row">
          <input
            id={amountId}
            className="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-invalid={problem === 'invalidAmount' || problem === 'insufficientBalance'}
            {...amountField}
          />
          <TokenButton token={sourceToken} onClick={() => pick('sourceToken')} t={t} />
        </div>
        <div className="swap-row muted">
          <span>
            {formatUsd(
              units !== undefined && sourceToken ? Number(sourceTokenAmount) * sourceToken.price : 0,
            )}
          </span>
          {sourceToken ? (
            <span className="swap-balance">
              {t('balanceOf', {
                amount: shortAmount(balanceUnits(sourceBalance), sourceToken.decimals, locale),
              })}
              <button
                type="button"
                className="swap-max"
                disabled={!sourceBalance}
                onClick={() => sourceBalance && swap.setAmount(sourceBalance.quantity.numeric)}
              >
                {t('max')}
              </button>
            </span>
          ) : null}
        </div>
      </div>
      <button type="button" className="swap-flip" aria-label={t('flip')} onClick={() => swap.flip()}>
        <SwapVerticalIcon />
      </button>
      <div className="swap-card">
        <span className="swap-label">{t('youReceive')}</span>
        <div className="swap-amount-row">
          {loadingQuote ? (
            <span className="skeleton line swap-amount" style={{ height: 40, flex: 1 }}>
              <span className="visually-hidden">{t('gettingQuote')}</span>
            </span>
          ) : (
            <output className="swap-amount" aria-label={t('youReceive')}>
              {quote && toToken ? shortAmount(quote.toAmount, toToken.decimals, locale) : '0'}
            </output>
          )}
          <TokenButton token={toToken} onClick={() => pick('toToken')} t={t} />
        </div>
        <div className="swap-row muted">
          <span>
            {formatUsd(
              quote && toToken ? (Number(quote.toAmount) / 10 ** toToken.decimals) * toToken.price : 0,
            )}
          </span>
          {toToken ? (
            <span className="swap-balance">
              {t('balanceOf', {
                amount: shortAmount(
                  balanceUnits(balanceOf(toToken, tokenBalances)),
                  toToken.decimals,
                  locale,
                ),
              })}
            </span>
          ) : null}
        </div>
      </div>
      {quote && sourceToken && toToken && quoteStatus === 'ready' ? (
        <SwapDetails quote={quote} from={sourceToken} to={toToken} nativePrice={nativePrice} t={t} />
      ) : null}
      <button
        type="submit"
        className="primary-button swap-submit"
        disabled={Boolean(problem)}
        aria-busy={problem === 'gettingQuote'}
      >
        {problem === 'gettingQuote' ? <span className="spinner small" aria-hidden="true" /> : null}
        {problem ? t(problem) : t('reviewSwap')}
      </button>
    </form>
  )
}
