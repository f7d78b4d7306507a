import type { SwapToken } from '@portico/core'
import { useState } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { EmptyState } from '../../ui/emptyState.tsx'
import { SearchIcon } from '../../ui/icons.tsx'
import { useFormatUsd } from '../wallet/format.ts'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { SWAP_CSS } from './swapCss.ts'
import { balanceOf, balanceUnits, shortAmount } from './swapFormat.ts'
import { SWAP_MESSAGES } from './swapMessages.ts'
import { useSwap } from './useSwap.ts'

/** Symbols offered as one-click chips above the lists. */
const SUGGESTED = ['ETH', 'USDT', 'PUSD', 'USDC', 'DAI', 'WETH']

/**
 * The swap token picker: suggested tokens, the account's tokens with balances, then the other tokens
 * the convert API swaps, all searchable by name, symbol or address.
 */
export function SwapSelectTokenView() {
  const formatUsd = useFormatUsd()
  const { locale } = useLocale()
  useAdoptedStyles(SWAP_CSS)
  const portico = usePortico()
  const t = useViewMessages(SWAP_MESSAGES)
  const { swap, balances, state } = useSwap()
  const { tokenBalances } = useStoreState(balances.store)
  const [query, setQuery] = useState('')
  const search = query.trim().toLowerCase()
  const selected = state[state.pickTarget]
  const matches = (state.tokens ?? []).filter(
    (token) =>
      !search ||
      token.symbol.toLowerCase().includes(search) ||
      token.name.toLowerCase().includes(search) ||
      token.address.toLowerCase().endsWith(search),
  )
  const held = matches.filter((token) => balanceUnits(balanceOf(token, tokenBalances)) > 0n)
  const popular = matches.filter((token) => !held.includes(token))
  const suggested = (state.tokens ?? []).filter((token) => SUGGESTED.includes(token.symbol))

  const choose = (token: SwapToken) => {
    swap.setToken(token)
    portico.router.goBack()
  }

  const list = (tokens: SwapToken[], label: string) => (
    <>
      <span className="swap-label">{label}</span>
      <ul className="list" aria-label={label}>
        {tokens.map((token) => {
          const balance = balanceOf(token, tokenBalances)
          return (
            <li key={token.address}>
              <button
                type="button"
                className="token-row token-button"
                aria-current={selected?.address === token.address}
                onClick={() => choose(token)}
              >
                <TokenIcon src={token.logoUri} symbol={token.symbol} />
                <span className="token-main">
                  <strong dir="auto">{token.name}</strong>
                  <span className="muted">{token.symbol}</span>
                </span>
                {balance ? (
                  <span className="token-amounts">
                    <strong className="token-value">{formatUsd(balance.value)}</strong>
                    <span className="muted token-quantity">
                      {shortAmount(balanceUnits(balance), token.decimals, locale)} {token.symbol}
                    </span>
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )

  return (
    <div className="swap-select">
      <div className="input-wrap">
        <SearchIcon />
        <input
          className="input"
          type="search"
          aria-label={t('searchToken')}
          placeholder={t('searchToken')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {suggested.length > 0 ? (
        <fieldset className="swap-chips">
          <legend className="visually-hidden">{t('suggested')}</legend>
          {suggested.map((token) => (
            <button
              key={token.address}
              type="button"
              className="swap-chip"
              aria-pressed={selected?.address === token.address}
              onClick={() => choose(token)}
            >
              <TokenIcon src={token.logoUri} symbol={token.symbol} size={24} />
              {token.symbol}
            </button>
          ))}
        </fieldset>
      ) : null}
      {state.tokens === undefined ? (
        <div className="empty">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : matches.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={t('noTokenFound')}
          text={t('noTokenFoundText')}
          action={
            <button type="button" className="secondary-button" onClick={() => setQuery('')}>
              {t('clearSearch')}
            </button>
          }
        />
      ) : (
        <>
          {held.length > 0 ? list(held, t('yourTokens')) : null}
          {popular.length > 0 ? list(popular, t('popularTokens')) : null}
        </>
      )}
    </div>
  )
}
