import { getBalancesController, totalBalanceValue } from '@portico/core'
import { useEffect } from 'react'
import { useAccount } from '../../hooks/useAccount.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { EmptyState } from '../../ui/emptyState.tsx'
import { useFormatUsd } from './format.ts'
import { CoinsIcon } from './icons.tsx'
import { ReceiveAction } from './receiveAction.tsx'
import { SkeletonRow } from './skeletonRow.tsx'
import { TokenRowContent } from './tokenRowContent.tsx'
import { TOKENS_MESSAGES } from './tokensMessages.ts'

/**
 * The Account view's Tokens tab (docs/rules/screens.md, states.md Balance): the account's tokens on the active network,
 * highest value first, amounts floored to 3 decimals, values and their total in USD.
 */
export function TokensPanel() {
  const formatUsd = useFormatUsd()
  const portico = usePortico()
  const t = useViewMessages(TOKENS_MESSAGES)
  const { caipAddress } = useAccount()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const balances = getBalancesController(portico)
  const { tokenBalances, loading } = useStoreState(balances.store)

  useEffect(() => {
    if (!caipAddress) return
    // With this account's list already on screen (back from a send or a swap), the read only refreshes
    // it: a failure keeps the list and does not cover the toast the visitor is reading.
    const shown = balances.store.getState()
    void balances.fetch({ background: shown.caipAddress === caipAddress && shown.tokenBalances.length > 0 })
  }, [balances, caipAddress])

  if (tokenBalances.length === 0) {
    if (loading) {
      return (
        <div className="token-list" role="status" aria-busy="true" aria-label={t('loadingTokens')}>
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      )
    }
    return (
      <EmptyState
        icon={<CoinsIcon />}
        title={t('noTokens')}
        text={t('noTokensText', { network: caipNetwork?.name ?? t('unknownNetwork') })}
        action={<ReceiveAction />}
      />
    )
  }

  return (
    <div className="token-list">
      <div className="token-total">
        <span className="muted">{t('totalBalance')}</span>
        <strong>
          <bdi>{formatUsd(totalBalanceValue(tokenBalances))}</bdi>
        </strong>
      </div>
      <ul className="list" aria-label={t('tokens')}>
        {tokenBalances.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            className="token-row"
            data-symbol={token.symbol}
          >
            <TokenRowContent
              token={token}
              networkName={caipNetwork?.caipNetworkId === token.chainId ? caipNetwork.name : token.chainId}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
