import {
  type ChainNamespace,
  formatBalance,
  PorticoError,
  shortenName,
  type TokenBalance,
} from '@portico/core'
import { DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet/contracts'
import {
  useAccount,
  useBalances,
  useCallsStatus,
  useCapabilities,
  useConnect,
  useConnections,
  useDisconnect,
  useGrantPermissions,
  useNetwork,
  usePortico,
  useSendCalls,
  useSendToken,
  useSignMessage,
  useSwitchNetwork,
} from '@portico/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { encodeFunctionData, erc20Abi, isAddress, parseUnits } from 'viem'
import { verifySignature } from '../sign/verifySignature.ts'

const CHAIN_NAMES: Record<string, string> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

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

/** The browser's wallets, one button per chain each serves; `skip`: chains already connected. */
function ConnectList({ title, skip = [] }: { title: string; skip?: readonly ChainNamespace[] }) {
  const { connectors, connect, isPending, error, variables } = useConnect()
  const choices = connectors
    .filter((connector) => connector.installed)
    .flatMap((connector) =>
      [...new Set(connector.chains ?? [connector.chain])]
        .filter((chain) => CHAIN_NAMES[chain] && !skip.includes(chain))
        .map((chain) => ({ connector, chain })),
    )
  if (skip.length > 0 && choices.length === 0) return null
  return (
    <section aria-labelledby="connect-title" className="card">
      <h2 id="connect-title">{title}</h2>
      {choices.length === 0 ? (
        <p className="muted">
          No wallet found in this browser. Turn on the Portico Dev Wallet on the demo page.
        </p>
      ) : (
        <ul className="wallets">
          {choices.map(({ connector, chain }) => {
            const label = `${connector.name} (${CHAIN_NAMES[chain]})`
            return (
              <li key={`${connector.id}:${chain}`}>
                <button
                  type="button"
                  disabled={isPending}
                  onClick={() => connect({ connectorId: connector.id, namespace: chain })}
                >
                  {connector.imageUrl ? <img src={connector.imageUrl} alt="" width={24} height={24} /> : null}
                  {isPending && variables?.connectorId === connector.id && variables.namespace === chain
                    ? `Waiting for ${connector.name}…`
                    : label}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <ErrorLine error={error} />
    </section>
  )
}

function AccountPanel() {
  const { address, balance, balanceSymbol, connectedWalletInfo, namespace } = useAccount()
  const { caipNetwork, networks } = useNetwork()
  const { switchNetwork, isPending: switching, error: switchError } = useSwitchNetwork()
  const { disconnect } = useDisconnect()
  const { signMessageAsync, data: signature, error: signError } = useSignMessage()
  const [verified, setVerified] = useState<boolean | undefined>()
  const message = 'Hello from the headless example'
  async function sign() {
    setVerified(undefined)
    const signed = await signMessageAsync({ message }).catch(() => undefined)
    if (signed && address && namespace)
      setVerified(await verifySignature({ namespace, address, message, signature: signed, caipNetwork }))
  }
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
        <button type="button" onClick={() => void sign()}>
          Sign a message
        </button>
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
      {signature ? (
        <p className="mono" data-testid="signature">
          {shortenName(signature, { start: 10, end: 8 })}{' '}
          <span data-testid="signature-verified">
            {verified === undefined ? '' : verified ? '(verified)' : '(does not match)'}
          </span>
        </p>
      ) : null}
      <ErrorLine error={signError} />
    </section>
  )
}

function SendForm() {
  const { namespace } = useAccount()
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
              placeholder={namespace === 'solana' ? 'Solana address' : '0x…'}
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

/** Bitcoin has no token list: `sendTransfer` of @portico/bitcoin pays an amount in sats. */
function BitcoinSend() {
  const portico = usePortico()
  const [to, setTo] = useState('')
  const [sats, setSats] = useState('100000')
  const [sent, setSent] = useState<{ txid: string } | { error: unknown }>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSent(undefined)
    try {
      const { sendTransfer } = await import('@portico/bitcoin')
      setSent(await sendTransfer(portico, { recipients: [{ address: to.trim(), amount: BigInt(sats) }] }))
    } catch (error) {
      setSent({ error })
    }
  }

  return (
    <section aria-labelledby="send-title" className="card">
      <h2 id="send-title">Send</h2>
      <form onSubmit={submit}>
        <Field label="To">
          {(id) => (
            <input id={id} value={to} onChange={(event) => setTo(event.target.value)} spellCheck={false} />
          )}
        </Field>
        <Field label="Amount (sats)">
          {(id) => (
            <input
              id={id}
              value={sats}
              onChange={(event) => setSats(event.target.value)}
              inputMode="numeric"
            />
          )}
        </Field>
        <button type="submit">Send</button>
      </form>
      {sent && 'txid' in sent ? (
        <p className="mono" data-testid="sent">
          Sent: {shortenName(sent.txid, { start: 10, end: 8 })}
        </p>
      ) : null}
      <ErrorLine error={sent && 'error' in sent ? sent.error : undefined} />
    </section>
  )
}

/** EIP-5792: the wallet's capabilities, a batch of two PUSD transfers, and the batch's status. */
function BatchCard() {
  const { data: capabilities, error: capabilitiesError } = useCapabilities()
  const { sendCalls, data: batch, isPending, error } = useSendCalls()
  const { data: status } = useCallsStatus({ id: batch?.id })
  const [to, setTo] = useState('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
  const transfer = (amount: string) => ({
    to: DEVNET_CONTRACT_ADDRESSES.pusd,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as `0x${string}`, parseUnits(amount, 6)],
    }),
  })
  const atomic = (capabilities?.atomic as { status?: string } | undefined)?.status
  return (
    <section aria-labelledby="batch-title" className="card">
      <h2 id="batch-title">Batch (EIP-5792)</h2>
      <p className="muted" data-testid="capabilities">
        Atomic batches: {capabilitiesError ? 'unknown' : (atomic ?? '…')}
      </p>
      <Field label="Batch recipient">
        {(id) => (
          <input id={id} value={to} onChange={(event) => setTo(event.target.value)} spellCheck={false} />
        )}
      </Field>
      <button
        type="button"
        disabled={isPending || !isAddress(to)}
        onClick={() => sendCalls({ calls: [transfer('0.1'), transfer('0.2')] })}
      >
        {isPending ? 'Waiting for the wallet…' : 'Send 0.1 + 0.2 PUSD in one batch'}
      </button>
      {batch ? (
        <p className="mono" data-testid="batch-status">
          {status ? `${status.status}: ${status.receipts.length} receipt(s)` : 'pending'}
        </p>
      ) : null}
      <ErrorLine error={error} />
    </section>
  )
}

/** ERC-7715: a session key this page may use to send up to 5 PUSD within an hour, granted by the wallet. */
function SmartSessionGrant() {
  const grant = useGrantPermissions()
  return (
    <section aria-labelledby="session-title" className="card">
      <h2 id="session-title">Smart session</h2>
      <p className="muted">
        Needs a wallet that grants ERC-7715 permissions, e.g. the embedded wallet on a smart account.
      </p>
      <button
        type="button"
        disabled={grant.isPending}
        onClick={() =>
          grant.grantPermissions({
            contract: DEVNET_CONTRACT_ADDRESSES.pusd,
            functionSignature: 'transfer(address,uint256)',
            spendLimit: parseUnits('5', 6),
            expiry: Math.floor(Date.now() / 1000) + 3600,
          })
        }
      >
        {grant.isPending ? 'Waiting for the wallet…' : 'Grant a smart session'}
      </button>
      {grant.data ? (
        <p className="mono" data-testid="session-key">
          Session key {grant.data.key.slice(0, 10)}…
        </p>
      ) : null}
      <ErrorLine error={grant.error} />
    </section>
  )
}

/** A wallet UI built from Portico's hooks alone: no Portico view is rendered. */
export function HeadlessApp() {
  const { isConnected, namespace } = useAccount()
  const connections = useConnections()
  const connected = [...new Set(connections.map((connection) => connection.namespace))]
  return (
    <main>
      <h1>Headless Portico</h1>
      <p className="muted">Every element on this page is the dapp's own markup, driven by Portico's hooks.</p>
      {isConnected ? (
        <>
          <AccountPanel />
          {namespace === 'bip122' ? <BitcoinSend /> : <SendForm />}
          {namespace === 'eip155' ? (
            <>
              <BatchCard />
              <SmartSessionGrant />
            </>
          ) : null}
          <ConnectList title="Connect another chain" skip={connected} />
        </>
      ) : (
        <ConnectList title="Connect a wallet" />
      )}
    </main>
  )
}
