import { formatBalance } from '@portico/core'
import { useState } from 'react'
import { useAccount } from '../hooks/use-account.ts'
import { useMessages } from '../hooks/use-messages.ts'
import { usePortico } from '../hooks/use-portico.ts'
import { useStoreState } from '../hooks/use-store.ts'
import { ArrowDownIcon, DisconnectIcon } from '../ui/icons.tsx'
import { AccountHeader } from './account-header.tsx'

type Tab = 'tokens' | 'nfts' | 'activity'
const TABS: Tab[] = ['tokens', 'nfts', 'activity']

/** Account (SPEC §2): identity header, network, the Tokens, NFTs and Activity tabs, Disconnect. */
export function AccountView() {
  const portico = usePortico()
  const t = useMessages()
  const account = useAccount()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const [tab, setTab] = useState<Tab>('tokens')
  const symbol = account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol ?? ''
  const balance = `${formatBalance(account.balance)} ${symbol}`.trim()

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : undefined
    if (next === undefined) return
    event.preventDefault()
    const target = TABS[(next + TABS.length) % TABS.length]!
    setTab(target)
    ;(
      event.currentTarget.parentElement?.querySelector(`[data-tab="${target}"]`) as HTMLElement | null
    )?.focus()
  }

  return (
    <div>
      <AccountHeader />
      <div className="tabs" role="tablist" aria-label={t('account')}>
        {TABS.map((id, index) => (
          <button
            key={id}
            type="button"
            role="tab"
            className="tab"
            id={`portico-tab-${id}`}
            data-tab={id}
            aria-selected={tab === id}
            aria-controls={`portico-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(id)}
          </button>
        ))}
      </div>
      <div
        className="tab-panel"
        role="tabpanel"
        id={`portico-panel-${tab}`}
        aria-labelledby={`portico-tab-${tab}`}
      >
        {tab === 'tokens' ? (
          <div className="token-row">
            <span className="network-icon" aria-hidden="true">
              {symbol.charAt(0) || '?'}
            </span>
            <span className="token-main">
              <strong>{caipNetwork?.nativeCurrency.name ?? symbol}</strong>
              <span className="muted">{caipNetwork?.name}</span>
            </span>
            <span className="token-value">{balance}</span>
          </div>
        ) : (
          <div className="empty">
            <strong>{t(tab === 'nfts' ? 'noNfts' : 'noActivity')}</strong>
            <span>{t(tab === 'nfts' ? 'noNftsText' : 'noActivityText')}</span>
          </div>
        )}
      </div>
      <div className="account-actions">
        <button
          type="button"
          className="secondary-button"
          onClick={() => portico.router.push('WalletReceive')}
        >
          <ArrowDownIcon />
          {t('receive')}
        </button>
        <button
          type="button"
          className="secondary-button danger"
          onClick={async () => {
            await portico.disconnect()
          }}
        >
          <DisconnectIcon />
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}
