import { localizeDecimal, onrampNetworks } from '@portico/core'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { SearchIcon } from '../../ui/icons.tsx'
import { TokenIcon } from '../wallet/tokenIcon.tsx'
import { BUY_CSS } from './buyCss.ts'
import { BUY_MESSAGES } from './buyMessages.ts'
import { tokenImageUrl, useOnramp } from './useOnramp.ts'

type Option = {
  id: string
  title: string
  subtitle: string
  /** Why it cannot be chosen here, if it cannot. */
  unavailable?: string | undefined
  /** The symbol whose icon leads the row; payment currencies have none. */
  icon?: string | undefined
}

/**
 * The onramp currency picker (OnRampTokenSelect): the purchase currencies of the provider's options
 * with their networks, or its payment currencies with their card limits, searchable; arrow keys move
 * through the list and Enter in the search field takes the first match.
 */
export function OnRampTokenSelectView() {
  useAdoptedStyles(BUY_CSS)
  const portico = usePortico()
  const t = useViewMessages(BUY_MESSAGES)
  const { locale } = useLocale()
  const { onramp, state } = useOnramp()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const [query, setQuery] = useState('')
  const list = useRef<HTMLUListElement>(null)
  const purchase = state.pickTarget === 'purchaseCurrency'
  const selected = purchase ? state.purchaseCurrency?.id : state.paymentCurrency?.id

  const all: Option[] = !state.options
    ? []
    : purchase
      ? state.options.purchaseCurrencies.map((currency) => ({
          id: currency.id,
          title: currency.name,
          subtitle: `${currency.symbol} · ${currency.networks.map((network) => network.display_name).join(', ')}`,
          unavailable:
            onrampNetworks(currency, caipNetwork).length === 0
              ? t('notOnNetwork', { network: caipNetwork?.name ?? '' })
              : undefined,
          icon: currency.symbol,
        }))
      : state.options.paymentCurrencies.map((currency) => {
          const card = currency.payment_method_limits.find((limit) => limit.id === 'card')
          return {
            id: currency.id,
            title: currency.id,
            subtitle: card
              ? t('limits', {
                  min: localizeDecimal(card.min, locale),
                  max: localizeDecimal(card.max, locale),
                  currency: currency.id,
                })
              : '',
          }
        })
  const search = query.trim().toLowerCase()
  const matches = all.filter(
    (option) =>
      !search ||
      option.id.toLowerCase().includes(search) ||
      option.title.toLowerCase().includes(search) ||
      option.subtitle.toLowerCase().includes(search),
  )

  const choose = (id: string) => {
    if (purchase) onramp.setPurchaseCurrency(id)
    else onramp.setPaymentCurrency(id)
    portico.router.goBack()
  }

  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])]
    if (buttons.length === 0) return
    event.preventDefault()
    // The modal lives in a shadow root: the key's target is the focused element, not document.activeElement.
    const index = buttons.indexOf(event.target as HTMLButtonElement)
    const next =
      event.key === 'ArrowDown'
        ? buttons[Math.min(index + 1, buttons.length - 1)]
        : index <= 0
          ? undefined
          : buttons[index - 1]
    if (next) next.focus()
    else list.current?.closest('.buy-select-view')?.querySelector<HTMLInputElement>('input')?.focus()
  }

  const label = purchase ? t('purchaseCurrency') : t('paymentCurrency')
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the search field and the options inside
    <div className="buy-select-view" onKeyDown={onListKey}>
      <div className="input-wrap">
        <SearchIcon />
        <input
          className="input"
          type="search"
          aria-label={t('searchCurrency')}
          placeholder={t('searchCurrency')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            const first = matches.find((option) => !option.unavailable)
            if (event.key === 'Enter' && first) choose(first.id)
          }}
        />
      </div>
      {!state.options ? (
        <div className="empty" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : matches.length === 0 ? (
        <div className="empty" role="status">
          <strong>{t('noCurrencyFound')}</strong>
          {search ? <span className="muted">{t('noCurrencyFoundText', { query: query.trim() })}</span> : null}
        </div>
      ) : (
        <ul ref={list} className="list" aria-label={label}>
          {matches.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="token-row token-button buy-option"
                aria-current={option.id === selected}
                disabled={Boolean(option.unavailable)}
                onClick={() => choose(option.id)}
              >
                {option.icon ? (
                  <TokenIcon src={tokenImageUrl(portico, option.icon)} symbol={option.icon} />
                ) : null}
                <span className="token-main">
                  <strong>{option.title}</strong>
                  <span className="muted">{option.unavailable ?? option.subtitle}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
