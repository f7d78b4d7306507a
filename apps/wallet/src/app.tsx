import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_CAIP_NETWORK_ID,
  BITCOIN_DEVNET_NAME,
} from '@portico/devnet/bitcoin'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_NAME } from '@portico/devnet/solana'
import { DEV_WALLET_ICON } from '@portico/devnet/wallet'
import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react'
import type { Prompt, WalletService } from './walletService.ts'

const CHAINS = [
  { id: 31337, name: 'Portico Devnet A' },
  { id: 31338, name: 'Portico Devnet B' },
]

const short = (address: string) => (address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '—')
const chainName = (id: number) => CHAINS.find((chain) => chain.id === id)?.name ?? `Chain ${id}`
const NETWORK_NAMES: Record<string, string> = {
  [SOLANA_DEVNET_CAIP_NETWORK_ID]: SOLANA_DEVNET_NAME,
  [BITCOIN_DEVNET_CAIP_NETWORK_ID]: BITCOIN_DEVNET_NAME,
}
/** A CAIP-2 chain of a proposal, in words. */
const networkName = (caipNetworkId: string) =>
  NETWORK_NAMES[caipNetworkId] ??
  (caipNetworkId.startsWith('eip155:') ? chainName(Number(caipNetworkId.split(':')[1])) : caipNetworkId)

function useWallet(service: WalletService) {
  return useSyncExternalStore(service.subscribe, service.getState, service.getState)
}

function PairForm({ service }: { service: WalletService }) {
  const { pairingError, pairing, status } = useWallet(service)
  const [value, setValue] = useState('')
  async function submit(event: FormEvent) {
    event.preventDefault()
    await service.pair(value)
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby="pair-title">
      <h2 id="pair-title">Connect to an app</h2>
      <p className="sub">Copy the link under the app’s QR code and paste it here.</p>
      <div className="row">
        <label className="visually-hidden" htmlFor="pair-uri">
          WalletConnect link
        </label>
        <input
          id="pair-uri"
          className="input"
          placeholder="wc:…"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={pairingError ? true : undefined}
          aria-describedby={pairingError ? 'pair-error' : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button primary" disabled={pairing || status !== 'ready'}>
          {pairing ? 'Connecting…' : 'Connect'}
        </button>
      </div>
      {pairingError ? (
        <p id="pair-error" className="error" role="alert">
          {pairingError}
        </p>
      ) : null}
    </form>
  )
}

function PromptCard({ prompt, service }: { prompt: Prompt; service: WalletService }) {
  const { request, peer } = prompt
  return (
    <section className="card prompt" aria-labelledby={`prompt-${prompt.key}`}>
      <p className="peer">
        {peer?.icons[0] ? <img src={peer.icons[0]} alt="" /> : null}
        {peer?.name ?? 'An app'} · {request.chainName}
      </p>
      <h2 id={`prompt-${prompt.key}`}>{request.title}</h2>
      <pre className="details">{request.details}</pre>
      <div className="row end">
        <button type="button" className="button" onClick={() => service.answer(prompt.key, false)}>
          Reject
        </button>
        <button type="button" className="button primary" onClick={() => service.answer(prompt.key, true)}>
          Approve
        </button>
      </div>
    </section>
  )
}

/** The Portico Dev Wallet page: pair, approve proposals and requests, switch chain, disconnect. */
export function App({ service }: { service: WalletService }) {
  const state = useWallet(service)
  useEffect(() => {
    const uri = new URL(globalThis.location.href).searchParams.get('uri')
    if (uri && state.status === 'ready') {
      globalThis.history.replaceState(null, '', '/')
      void service.pair(uri)
    }
  }, [service, state.status])

  return (
    <div className="page">
      <header className="top">
        <img className="logo" src={DEV_WALLET_ICON} alt="" />
        <div>
          <h1>Portico Dev Wallet</h1>
          <p className="sub">
            <span className={`dot ${state.status}`} aria-hidden="true" />
            {state.status === 'ready'
              ? 'Online'
              : state.status === 'offline'
                ? 'Relay unreachable'
                : 'Starting…'}
          </p>
        </div>
      </header>
      {state.status === 'offline' ? (
        <p className="card error" role="alert">
          The WalletConnect relay cannot be reached. Retrying… ({state.relayError})
        </p>
      ) : null}

      <section className="card account" aria-label="Account">
        <dl>
          <div>
            <dt>Account</dt>
            <dd data-testid="wallet-address" title={state.address}>
              {short(state.address)}
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>
              <label className="visually-hidden" htmlFor="chain">
                Network
              </label>
              <select
                id="chain"
                className="input"
                value={state.chainId}
                onChange={(event) => void service.switchChain(Number(event.target.value))}
              >
                {CHAINS.map((chain) => (
                  <option key={chain.id} value={chain.id}>
                    {chain.name}
                  </option>
                ))}
              </select>
            </dd>
          </div>
          <div>
            <dt>Bitcoin account</dt>
            <dd>
              <label className="visually-hidden" htmlFor="bitcoin-account">
                Bitcoin account
              </label>
              <select
                id="bitcoin-account"
                className="input"
                value={state.bitcoinAccount}
                title={state.bitcoinAddress}
                onChange={(event) => void service.switchBitcoinAccount(Number(event.target.value))}
              >
                {BITCOIN_DEV_ACCOUNTS.map((account, index) => (
                  <option key={account.payment.address} value={index}>
                    {short(account.payment.address)}
                  </option>
                ))}
              </select>
            </dd>
          </div>
        </dl>
      </section>

      {state.proposals.map(({ id, proposal }) => {
        const peer = proposal.proposer.metadata
        const chains = Object.values({
          ...proposal.requiredNamespaces,
          ...proposal.optionalNamespaces,
        }).flatMap((namespace) => namespace.chains ?? [])
        return (
          <section key={String(id)} className="card prompt" aria-labelledby={`proposal-${String(id)}`}>
            <p className="peer">
              {peer.icons[0] ? <img src={peer.icons[0]} alt="" /> : null}
              {peer.url}
            </p>
            <h2 id={`proposal-${String(id)}`}>{peer.name} wants to connect</h2>
            <p className="sub">
              It will see {short(state.address)} and can ask for signatures on{' '}
              {chains.map(networkName).join(', ') || 'your networks'}.
            </p>
            <div className="row end">
              <button type="button" className="button" onClick={() => void service.rejectProposal(id)}>
                Reject
              </button>
              <button
                type="button"
                className="button primary"
                onClick={() => void service.approveProposal(id)}
              >
                Approve
              </button>
            </div>
          </section>
        )
      })}

      {state.signIns.map(({ id, request, chains, message }) => {
        const peer = request.requester.metadata
        return (
          <section key={String(id)} className="card prompt" aria-labelledby={`sign-in-${String(id)}`}>
            <p className="peer">
              {peer.icons[0] ? <img src={peer.icons[0]} alt="" /> : null}
              {peer.url}
            </p>
            <h2 id={`sign-in-${String(id)}`}>{peer.name} wants you to sign in</h2>
            <p className="sub">
              Approving connects {short(state.address)} and signs this message on{' '}
              {chains.map((chain) => chainName(Number(chain.split(':')[1]))).join(', ') ||
                'no network of yours'}
              .
            </p>
            <pre className="details">{message}</pre>
            <div className="row end">
              <button type="button" className="button" onClick={() => void service.rejectSignIn(id)}>
                Reject
              </button>
              <button type="button" className="button primary" onClick={() => void service.approveSignIn(id)}>
                Approve
              </button>
            </div>
          </section>
        )
      })}

      {state.prompts.map((prompt) => (
        <PromptCard key={prompt.key} prompt={prompt} service={service} />
      ))}

      <PairForm service={service} />

      <section className="card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Connected apps</h2>
        {state.sessions.length === 0 ? (
          <p className="sub">No app is connected.</p>
        ) : (
          <ul className="sessions">
            {state.sessions.map((session) => (
              <li key={session.topic}>
                {session.peer.metadata.icons[0] ? <img src={session.peer.metadata.icons[0]} alt="" /> : null}
                <div className="grow">
                  <strong>{session.peer.metadata.name}</strong>
                  <span className="sub">{session.peer.metadata.url}</span>
                </div>
                <button
                  type="button"
                  className="button"
                  onClick={() => void service.disconnect(session.topic)}
                >
                  Disconnect
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <footer className="sub">Test keys only: never send real funds to this wallet.</footer>
    </div>
  )
}
