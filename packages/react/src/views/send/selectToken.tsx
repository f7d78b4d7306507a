import { useState } from 'react'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { useAdoptedStyles } from '../../modal/useAdoptedStyles.ts'
import { EmptyState } from '../../ui/emptyState.tsx'
import { SearchIcon } from '../../ui/icons.tsx'
import { TokenRowContent } from '../wallet/tokenRowContent.tsx'
import { SELECT_TOKEN_CSS } from './selectTokenCss.ts'
import { SELECT_TOKEN_MESSAGES } from './selectTokenMessages.ts'
import { SEND_CSS } from './sendCss.ts'
import { useSend } from './useSend.ts'

/** The send flow's token picker: the account's tokens on the active network, searchable. */
export function SelectTokenView() {
  useAdoptedStyles(SEND_CSS)
  useAdoptedStyles(SELECT_TOKEN_CSS)
  const portico = usePortico()
  const t = useViewMessages(SELECT_TOKEN_MESSAGES)
  const { send, balances, state } = useSend()
  const { tokenBalances } = useStoreState(balances.store)
  const { caipNetwork } = useStoreState(portico.networks.store)
  const [query, setQuery] = useState('')
  const search = query.trim().toLowerCase()
  const tokens = tokenBalances.filter(
    (token) =>
      !search || token.symbol.toLowerCase().includes(search) || token.name.toLowerCase().includes(search),
  )

  return (
    <div className="select-token">
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
      <span className="send-label">{t('yourTokens')}</span>
      {tokens.length === 0 ? (
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
        <ul className="list" aria-label={t('yourTokens')}>
          {tokens.map((token) => {
            const selected = state.token?.chainId === token.chainId && state.token.address === token.address
            return (
              <li key={`${token.chainId}:${token.address ?? 'native'}`}>
                <button
                  type="button"
                  className="token-row token-button"
                  aria-current={selected}
                  onClick={() => {
                    send.setToken(token)
                    portico.router.goBack()
                  }}
                >
                  <TokenRowContent token={token} networkName={caipNetwork?.name} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
