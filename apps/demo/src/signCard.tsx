import { useAccount, useNetwork, useSignMessage } from '@portico/react'
import { useState } from 'react'
import { verifySignature } from './sign/verifySignature.ts'

type Verified = { message: string; signature: string; valid: boolean | undefined }

const HOW: Record<string, string> = {
  eip155:
    'The wallet signs with personal_sign; the page verifies it on the chain with viem (EIP-191, EIP-1271 and EIP-6492 smart accounts).',
  solana: 'The wallet signs the message with Ed25519; the page verifies it with WebCrypto.',
  bip122: 'The wallet signs a BIP-322 message proof; the page verifies it (segwit and taproot addresses).',
}

/**
 * "Sign a message": asks the connected wallet (extension, WalletConnect, embedded, …) to sign and checks
 * the signature as a dapp should, by the chain's own scheme, so every kind of connection can be tried by hand.
 */
export function SignCard() {
  const { address, isConnected, namespace } = useAccount()
  const { caipNetwork } = useNetwork()
  const { signMessageAsync, isPending, error } = useSignMessage()
  const [message, setMessage] = useState('Hello from the Portico demo')
  const [verified, setVerified] = useState<Verified | undefined>()

  async function sign() {
    setVerified(undefined)
    const signature = await signMessageAsync({ message }).catch(() => undefined)
    if (!signature || !address || !namespace) return
    const valid = await verifySignature({ namespace, address, message, signature, caipNetwork })
    setVerified({ message, signature, valid })
  }

  return (
    <section className="card sign-card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p className="card-sub">{HOW[namespace ?? 'eip155']}</p>
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
        <div className={verified.valid === false ? 'sign-result invalid' : 'sign-result valid'} role="status">
          <strong data-testid="signature-status">
            {verified.valid === undefined
              ? 'Signed (not checked in the page)'
              : verified.valid
                ? 'Signature verified'
                : 'Signature does not match'}
          </strong>
          <code data-testid="signature">{verified.signature}</code>
        </div>
      ) : null}
    </section>
  )
}
