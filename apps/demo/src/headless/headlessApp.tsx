import { formatBalance, PorticoError, shortenName, type TokenBalance } from '@portico/core'
import {
  useAccount,
  useBalances,
  useConnect,
  useDisconnect,
  useNetwork,
  useSendToken,
  useSignMessage,
  useSwitchNetwork,
} from '@portico/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

/** A labelled form control: the label names exactly the control, not the options inside it. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

/** An action's failure in words a visitor can read: Portico errors carry a short message. */
function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <p role="alert" className="error">
      {error instanceof PorticoError ? error.shortMessage : String(error)}
    </p>
  )
}

function ConnectList() {
  const { connectors, connect, isPending, error, variables } = useConnect()
  const installed = connectors.filter((connector) => connector.installed)
  return (
    <section aria-labelledby="connect-title" className="card">
      <h2 id="connect-title">Connect a wallet</h2>
      {installed.length === 0 ? (
        <p className="muted">
          No wallet found in this browser. Turn on the Portico Dev Wallet on the demo page.
        </p>
      ) : (
        <ul className="wallets">
          {installed.map((connector) => (
            <li key={connector.id}>
              <button
                type="button"
                disabled={isPending}
                onClick={() => connect({ connectorId: connector.id })}
              >
                {connector.imageUrl ? <img src={connector.imageUrl} alt="" width={24} height={24} /> : null}
                {isPending && variables?.connectorId === connector.id
                  ? `Waiting for ${connector.name}…`
                  : connector.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorLine error={error} />
    </section>
  )
}

function AccountPanel() {
  const { address, balance, balanceSymbol, connectedWalletInfo } = useAccount()
  const { caipNetwork, networks } = useNetwork()
  const { switchNetwork, isPending: switching, error: switchError } = useSwitchNetwork()
  const { disconnect } = useDisconnect()
  const { signMessage, data: signature, error: signError } = useSignMessage()
  return (
    <section aria-labelledby="account-title" className="card">
      <h2 id="account-title">Account</h2>
      <dl>
        <dt>Wallet</dt>
        <dd>{connectedWalletInfo?.name}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">{balance ? `${formatBalance(balance)} ${balanceSymbol ?? ''}` : '…'}</dd>
      </dl>
      <Field label="Network">
        {(id) => (
          <select
            id={id}
            value={caipNetwork?.caipNetworkId}
            disabled={switching}
            onChange={(event) => {
              const target = networks.find((network) => network.caipNetworkId === event.target.value)
              if (target) switchNetwork({ caipNetwork: target })
            }}
          >
            {networks.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ErrorLine error={switchError} />
      <div className="actions">
        <button type="button" onClick={() => signMessage({ message: 'Hello from the headless example' })}>
          Sign a message
        </button>
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
      {signature ? (
        <p className="mono" data-testid="signature">
          {shortenName(signature, { start: 10, end: 8 })}
        </p>
      ) : null}
      <ErrorLine error={signError} />
    </section>
  )
}

function SendForm() {
  const { balances, isLoading, refetch } = useBalances()
  const { sendTokenAsync, isPending, data: hash, error } = useSendToken()
  const [symbol, setSymbol] = useState<string>()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const token: TokenBalance | undefined = balances.find((balance) => balance.symbol === symbol) ?? balances[0]

  async function submit(event: FormEvent) {
    event.preventDefault()
    await sendTokenAsync({ token, to, amount }).catch(() => undefined)
    await refetch({ forceUpdate: true })
  }

  return (
    <section aria-labelledby="send-title" className="card">
      <h2 id="send-title">Send</h2>
      <ul className="tokens" aria-label="Balances" aria-busy={isLoading}>
        {balances.map((balance) => (
          <li key={balance.symbol} data-symbol={balance.symbol}>
            <span>{balance.symbol}</span>
            <span className="token-quantity">{formatBalance(balance.quantity.numeric)}</span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit}>
        <Field label="Token">
          {(id) => (
            <select id={id} value={token?.symbol} onChange={(event) => setSymbol(event.target.value)}>
              {balances.map((balance) => (
                <option key={balance.symbol} value={balance.symbol}>
                  {balance.symbol}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="To">
          {(id) => (
            <input
              id={id}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              placeholder="0x…"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label="Amount">
          {(id) => (
            <input
              id={id}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              placeholder="0.0"
            />
          )}
        </Field>
        <button type="submit" disabled={isPending}>
          {isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      {hash ? (
        <p className="mono" data-testid="sent">
          Sent: {shortenName(hash, { start: 10, end: 8 })}
        </p>
      ) : null}
      <ErrorLine error={error} />
    </section>
  )
}

/** A wallet UI built from Portico's hooks alone: no Portico view is rendered. */
export function HeadlessApp() {
  const { isConnected } = useAccount()
  return (
    <main>
      <h1>Headless Portico</h1>
      <p className="muted">Every element on this page is the dapp's own markup, driven by Portico's hooks.</p>
      {isConnected ? (
        <>
          <AccountPanel />
          <SendForm />
        </>
      ) : (
        <ConnectList />
      )}
    </main>
  )
}
