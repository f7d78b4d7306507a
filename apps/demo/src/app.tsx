import { shortenName } from '@portico/core'
import {
  ConnectButton,
  NetworkButton,
  useAccount,
  useModal,
  useNetwork,
  usePorticoState,
} from '@portico/react'
import { BitcoinCard } from './bitcoinCard.tsx'
import { Panel } from './panel.tsx'
import { API_URL } from './portico.ts'
import { SessionCard } from './sessionCard.tsx'
import { SignCard } from './signCard.tsx'
import { SmartSessionCard } from './smartSessionCard.tsx'

function Logo() {
  return (
    <a className="logo" href="/" aria-label="Portico home">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path
          d="M11 23V9h6.5a5 5 0 0 1 0 10H11"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="32" y2="32">
            <stop stopColor="#7b8cff" />
            <stop offset="1" stopColor="#4f5dff" />
          </linearGradient>
        </defs>
      </svg>
      <span>Portico</span>
    </a>
  )
}

function AccountCard() {
  const account = useAccount()
  const { caipNetwork } = useNetwork()
  const state = usePorticoState()
  const rows: [string, string][] = [
    ['Status', account.status],
    ['Address', account.address ? shortenName(account.address) : '—'],
    ['Network', caipNetwork?.name ?? '—'],
    ['Wallet', account.connectedWalletInfo?.name ?? '—'],
    ['Modal', state.open ? `open · ${state.view}` : 'closed'],
  ]
  return (
    <section className="card state-card" aria-labelledby="state-title">
      <h2 id="state-title">Live state</h2>
      <p className="card-sub">Read with the headless hooks: useAccount, useNetwork, usePorticoState.</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-status={label === 'Status' ? value : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const FEATURES = [
  {
    title: 'Isolated by design',
    text: 'The modal lives in a shadow root. Your page styles cannot break it, and it cannot break your page.',
  },
  {
    title: 'Lazy until asked',
    text: 'Only the button ships up front. Wallet lists and the modal load on the first hover, focus or click.',
  },
  {
    title: 'Keyboard and screen-reader ready',
    text: 'A real dialog with a focus trap, Esc to go back, arrow keys in the wallet grid and reduced motion.',
  },
  {
    title: 'Your server, your data',
    text: 'Wallet directory, config and analytics come from a server you run. No third-party cloud required.',
  },
]

export function App() {
  const { open } = useModal()
  const { themeMode } = usePorticoState()
  const { isConnected } = useAccount()
  return (
    <div className="page" data-theme={themeMode}>
      <header className="nav">
        <Logo />
        <nav aria-label="Primary">
          <a href="#customize">Customize</a>
          <a href="#features">Features</a>
        </nav>
        <div className="nav-actions">
          {isConnected ? <NetworkButton /> : null}
          <ConnectButton />
        </div>
      </header>
      <main>
        <section className="hero">
          <div className="hero-copy">
            <span className="eyebrow">Self-hosted wallet connection</span>
            <h1>
              Connect any wallet.
              <br />
              <span className="gradient-text">Own the whole stack.</span>
            </h1>
            <p className="lead">
              Portico is an embeddable modal for extensions, mobile wallets and more, across EVM, Solana and
              Bitcoin, backed by a server you host yourself.
            </p>
            <div className="cta">
              <ConnectButton />
              <button type="button" className="ghost-button" onClick={() => open({ view: 'AllWallets' })}>
                Browse all wallets
              </button>
            </div>
            <p className="server-note">
              Wallet directory served by <code>{API_URL}</code>
            </p>
          </div>
          <Panel />
        </section>
        <section id="features" className="features" aria-label="Features">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
          <AccountCard />
          <SignCard />
          <BitcoinCard />
          <SessionCard />
          <SmartSessionCard />
        </section>
      </main>
      <footer className="footer">
        <span>Portico demo dapp</span>
        <span>MIT licensed · runs entirely on 127.0.0.1</span>
      </footer>
    </div>
  )
}
