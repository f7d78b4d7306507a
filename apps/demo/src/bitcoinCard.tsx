import { useAccount, usePortico } from '@portico/react'
import { useState } from 'react'

type Sent = { txid: string } | { error: string }

/**
 * "Send bitcoin", shown while a Bitcoin account is active: the modal's send flow covers EVM and Solana
 * only, so a Bitcoin dapp calls `sendTransfer` from @portico/bitcoin itself. Its code loads on click.
 */
export function BitcoinCard() {
  const portico = usePortico()
  const { namespace } = useAccount()
  const [recipient, setRecipient] = useState('')
  const [sats, setSats] = useState('100000')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<Sent | undefined>()
  if (namespace !== 'bip122') return null

  async function send() {
    setPending(true)
    setSent(undefined)
    try {
      const { sendTransfer } = await import('@portico/bitcoin')
      const amount = BigInt(sats)
      setSent(await sendTransfer(portico, { recipients: [{ address: recipient.trim(), amount }] }))
    } catch (error) {
      setSent({ error: (error as { shortMessage?: string }).shortMessage ?? (error as Error).message })
    } finally {
      setPending(false)
    }
  }

  return (
    <section className="card sign-card" aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Send bitcoin</h2>
      <p className="card-sub">The dapp asks the wallet for a transfer with sendTransfer (amount in sats).</p>
      <div className="sign-row">
        <label className="visually-hidden" htmlFor="bitcoin-recipient">
          Recipient
        </label>
        <input
          id="bitcoin-recipient"
          className="sign-input"
          placeholder="Recipient address"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <label className="visually-hidden" htmlFor="bitcoin-sats">
          Amount in sats
        </label>
        <input
          id="bitcoin-sats"
          className="sign-input sats-input"
          inputMode="numeric"
          value={sats}
          onChange={(event) => setSats(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="ghost-button"
          onClick={() => void send()}
          disabled={pending || recipient.trim() === '' || sats === '' || BigInt(sats) === 0n}
        >
          {pending ? 'Waiting for the wallet…' : 'Send'}
        </button>
      </div>
      {sent && 'txid' in sent ? (
        <div className="sign-result valid" role="status">
          <strong>Broadcast</strong>
          <code data-testid="bitcoin-txid">{sent.txid}</code>
        </div>
      ) : null}
      {sent && 'error' in sent ? (
        <p className="sign-result invalid" role="alert">
          {sent.error}
        </p>
      ) : null}
    </section>
  )
}
