import { useAccount, useSignMessage } from '@portico/react'
import { useState } from 'react'

type Verified = { message: string; signature: string; valid: boolean }

/**
 * "Sign a message": asks the connected wallet (extension, WalletConnect, …) for a personal_sign and
 * checks the signature with viem, so every kind of connection can be tried by hand.
 */
export function SignCard() {
  const { address, isConnected } = useAccount()
  const { signMessageAsync, isPending, error } = useSignMessage()
  const [message, setMessage] = useState('Hello from the Portico demo')
  const [verified, setVerified] = useState<Verified | undefined>()

  async function sign() {
    setVerified(undefined)
    const signature = await signMessageAsync({ message }).catch(() => undefined)
    if (!signature || !address) return
    const { verifyMessage } = await import('viem')
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
    })
    setVerified({ message, signature, valid })
  }

  return (
    <section className="card sign-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="card-sub">The wallet signs with personal_sign; the page verifies it with viem.</p>
      <div className="sign-row">
        <label className="visually-hidden" htmlFor="sign-message">
          Message
        </label>
        <input
          id="sign-message"
          className="sign-input"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button
          type="button"
          className="ghost-button"
          onClick={() => void sign()}
          disabled={!isConnected || isPending || message === ''}
        >
          {isPending ? 'Waiting for the wallet…' : 'Sign'}
        </button>
      </div>
      {!isConnected ? <p className="card-sub">Connect a wallet first.</p> : null}
      {error && !isPending ? (
        <p className="sign-result invalid" role="alert">
          {error.shortMessage ?? 'The wallet did not sign'}
        </p>
      ) : null}
      {verified ? (
        <div className={verified.valid ? 'sign-result valid' : 'sign-result invalid'} role="status">
          <strong data-testid="signature-status">
            {verified.valid ? 'Signature verified' : 'Signature does not match'}
          </strong>
          <code data-testid="signature">{verified.signature}</code>
        </div>
      ) : null}
    </section>
  )
}
