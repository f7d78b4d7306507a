import { closeModal, disconnect } from '@portico/core'
import { useState } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { ArrowDownIcon, DisconnectIcon } from '../ui/icons.tsx'
import { AccountHeader } from './accountHeader.tsx'
import { ArrowUpIcon } from './wallet/icons.tsx'
import { NftsPanel } from './wallet/nftsPanel.tsx'
import { TokensPanel } from './wallet/tokensPanel.tsx'

// SPEC §2 names an Activity tab too. Nothing reads the account's transaction history yet, so the tab
// stays hidden rather than claiming an empty history nobody checked.
type Tab = 'tokens' | 'nfts'
const TABS: Tab[] = ['tokens', 'nfts']

/** Account (SPEC §2): identity header, network, the Tokens and NFTs tabs, Receive, Send, Disconnect. */
export function AccountView() {
  const portico = usePortico()
  const t = useMessages()
  const [tab, setTab] = useState<Tab>('tokens')

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
        {tab === 'tokens' ? <TokensPanel /> : <NftsPanel />}
      </div>
      <div className="account-actions three">
        <button
          type="button"
          className="secondary-button"
          onClick={() => portico.router.push('WalletReceive')}
        >
          <ArrowDownIcon />
          {t('receive')}
        </button>
        <button type="button" className="secondary-button" onClick={() => portico.router.push('WalletSend')}>
          <ArrowUpIcon />
          {t('send')}
        </button>
        <button
          type="button"
          className="secondary-button danger"
          onClick={async () => {
            await disconnect(portico)
            closeModal(portico)
          }}
        >
          <DisconnectIcon />
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}
