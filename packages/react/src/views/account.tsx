import {
  closeModal,
  DEFAULT_WALLET_FEATURES_ORDER,
  disconnect,
  isFeatureSupported,
  isRestrictedTimezone,
  isSwapNetwork,
  RESTRICTED_TIMEZONES,
  type View,
  type WalletFeature,
} from '@portico/core'
import { useRef, useState } from 'react'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { ArrowDownIcon, DisconnectIcon } from '../ui/icons.tsx'
import { inlineArrowStep } from '../ui/inlineArrow.ts'
import { AccountAddresses } from './accountAddresses.tsx'
import { AccountHeader } from './accountHeader.tsx'
import { AuthSettings } from './authSettings.tsx'
import { lazyModule, lazyView } from './lazyView.tsx'
import { ArrowUpIcon, CardIcon, SwapIcon } from './wallet/icons.tsx'
import { NftsPanel } from './wallet/nftsPanel.tsx'
import { TokensPanel } from './wallet/tokensPanel.tsx'

// Activity and its virtual list are a chunk of their own, fetched when the tab is first shown.
const ActivityPanel = lazyView(
  lazyModule(() => import('./wallet/activityPanel.tsx')),
  (module) => module.ActivityPanel,
)

// Account shows the sent notice only after a send, whose chunk is then already loaded.
const SentNotice = lazyView(
  lazyModule(() => import('./send/sendViews.ts')),
  (module) => module.SentNotice,
  () => null,
)

type Tab = 'tokens' | 'nfts' | 'activity'
const TAB_FEATURES = { tokens: 'balance', nfts: 'nfts', activity: 'activity' } as const

const FEATURE_VIEWS: Record<WalletFeature, View> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
}

const FEATURE_LABELS = { onramp: 'buy', swaps: 'swap', receive: 'receive', send: 'send' } as const

function FeatureIcon({ feature }: { feature: WalletFeature }) {
  if (feature === 'swaps') return <SwapIcon />
  if (feature === 'onramp') return <CardIcon />
  if (feature === 'send') return <ArrowUpIcon />
  return <ArrowDownIcon />
}

function Panel({ tab }: { tab: Tab }) {
  if (tab === 'tokens') return <TokensPanel />
  if (tab === 'nfts') return <NftsPanel />
  return <ActivityPanel />
}

/**
 * Account (docs/rules/screens.md): identity header, network, the Tokens, NFTs and Activity tabs, Receive, Send, Disconnect.
 * Tabs and Send show only where the network supports them (a Bitcoin account has neither); a Bitcoin
 * wallet's payment and ordinals addresses are listed.
 */
export function AccountView() {
  const portico = usePortico()
  const t = useMessages()
  const { accounts } = useAccount()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const { features } = useStoreState(portico.optionsStore)
  const { data } = useStoreState(portico.router.store)
  const supports = (feature: 'balance' | 'nfts' | 'send' | 'activity' | 'onramp') =>
    caipNetwork !== undefined && isFeatureSupported({ feature, caipNetwork })
  const tabs = (Object.keys(TAB_FEATURES) as Tab[]).filter(
    (id) => supports(TAB_FEATURES[id]) && (id !== 'activity' || features.activity !== false),
  )
  const offered: Record<WalletFeature, boolean> = {
    onramp: features.onramp !== false && supports('onramp') && !isRestrictedTimezone(RESTRICTED_TIMEZONES),
    swaps: features.swaps !== false && isSwapNetwork(portico),
    receive: features.receive !== false,
    send: features.send !== false && supports('send'),
  }
  const walletFeatures = (features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER).filter(
    (feature) => offered[feature],
  )
  const [selected, setSelected] = useState<Tab>('tokens')
  const tab = tabs.includes(selected) ? selected : tabs[0]
  // A tab keeps at least the height of the tabs shown before it, so switching from a long token list
  // to fewer NFTs does not move the card under the pointer.
  const panel = useRef<HTMLDivElement>(null)
  const [panelHeight, setPanelHeight] = useState(0)
  const setTab = (next: Tab) => {
    const height = panel.current?.offsetHeight ?? 0
    setPanelHeight((current) => Math.max(current, height))
    setSelected(next)
  }

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = inlineArrowStep(event)
    if (step === 0) return
    const next = index + step
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]!
    setTab(target)
    ;(
      event.currentTarget.parentElement?.querySelector(`[data-tab="${target}"]`) as HTMLElement | null
    )?.focus()
  }

  return (
    <div>
      <AccountHeader />
      {data?.sent ? <SentNotice hash={data.sent.hash} /> : null}
      {accounts.length > 1 && accounts.some(({ type }) => type === 'payment' || type === 'ordinal') ? (
        <AccountAddresses />
      ) : null}
      {tabs.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={t('account')}>
          {tabs.map((id, index) => (
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
      ) : null}
      {tab && tabs.length > 1 ? (
        <div
          ref={panel}
          className="tab-panel"
          style={panelHeight ? { minHeight: `${panelHeight}px` } : undefined}
          role="tabpanel"
          id={`portico-panel-${tab}`}
          aria-labelledby={`portico-tab-${tab}`}
        >
          <Panel tab={tab} />
        </div>
      ) : tab ? (
        <div className="tab-panel">
          <Panel tab={tab} />
        </div>
      ) : null}
      <AuthSettings />
      <div
        className="account-actions features"
        style={{ gridTemplateColumns: `repeat(${walletFeatures.length}, minmax(0, 1fr))` }}
      >
        {walletFeatures.map((feature) => (
          <button
            key={feature}
            type="button"
            className="secondary-button"
            onClick={() => portico.router.push(FEATURE_VIEWS[feature])}
          >
            <FeatureIcon feature={feature} />
            {t(FEATURE_LABELS[feature])}
          </button>
        ))}
      </div>
      <div className="account-actions single">
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
