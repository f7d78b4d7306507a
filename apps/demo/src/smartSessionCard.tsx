import { DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet/contracts'
import {
  useCanGrantPermissions,
  useGrantPermissions,
  useRevokePermissions,
  useSendSessionCalls,
} from '@portico/react'
import { useState } from 'react'
import { type Address, encodeFunctionData, erc20Abi, isAddress, parseUnits } from 'viem'

/** PUSD has 6 decimals; the session may move 5 PUSD in total. */
const SPEND_LIMIT = parseUnits('5', 6)
const SESSION_HOURS = 1

/**
 * "Smart session": with the embedded wallet on a smart account, grant this page a session key that may
 * call PUSD's `transfer` for up to 5 PUSD within an hour (one approval in the wallet), then pay with it
 * without further prompts. The account refuses anything outside that scope on chain.
 */
export function SmartSessionCard() {
  const { canGrant, reason } = useCanGrantPermissions()
  const grant = useGrantPermissions()
  const pay = useSendSessionCalls()
  const revoke = useRevokePermissions()
  const [recipient, setRecipient] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('2')
  const session = revoke.isSuccess ? undefined : grant.data
  const error = grant.error ?? pay.error ?? revoke.error

  // After a revoke the page still holds the key: paying with it shows the account's refusal.
  const send = () => {
    if (!grant.data || !isAddress(recipient)) return
    pay.sendSessionCalls({
      permissionsContext: grant.data.permissionsContext,
      calls: [
        {
          to: DEVNET_CONTRACT_ADDRESSES.pusd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient as Address, parseUnits(amount || '0', 6)],
          }),
        },
      ],
    })
  }

  return (
    <section className="card sign-card" aria-labelledby="smart-session-title">
      <h2 id="smart-session-title">Smart session</h2>
      <p className="card-sub">
        Lets this page send up to 5 PUSD for an hour with a session key, without asking the wallet again
        (embedded wallet on a smart account).
      </p>
      <div className="sign-row">
        <button
          type="button"
          className="ghost-button"
          disabled={!canGrant || grant.isPending}
          aria-describedby={reason ? 'smart-session-why-not' : undefined}
          onClick={() => {
            revoke.reset()
            pay.reset()
            grant.grantPermissions({
              contract: DEVNET_CONTRACT_ADDRESSES.pusd,
              functionSignature: 'transfer(address,uint256)',
              spendLimit: SPEND_LIMIT,
              expiry: Math.floor(Date.now() / 1000) + SESSION_HOURS * 3600,
            })
          }}
        >
          {grant.isPending ? 'Waiting for the wallet…' : 'Grant session'}
        </button>
        <button
          type="button"
          className="ghost-button"
          disabled={!session || revoke.isPending}
          onClick={() =>
            session && revoke.revokePermissions({ permissionsContext: session.permissionsContext })
          }
        >
          {revoke.isPending ? 'Waiting for the wallet…' : 'Revoke session'}
        </button>
      </div>
      <div className="sign-row">
        <label className="visually-hidden" htmlFor="smart-session-recipient">
          Recipient
        </label>
        <input
          id="smart-session-recipient"
          className="sign-input"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <label className="visually-hidden" htmlFor="smart-session-amount">
          Amount (PUSD)
        </label>
        <input
          id="smart-session-amount"
          className="sign-input"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <button
          type="button"
          className="ghost-button"
          disabled={!(grant.data && isAddress(recipient)) || pay.isPending}
          onClick={send}
        >
          {pay.isPending ? 'Sending…' : 'Pay with session'}
        </button>
      </div>
      {reason ? (
        <p className="card-sub" id="smart-session-why-not" data-testid="smart-session-why-not">
          {reason.shortMessage}
        </p>
      ) : null}
      <p className="card-sub" role="status" data-testid="smart-session-status">
        {revoke.isSuccess
          ? 'Session revoked'
          : session
            ? `Session key ${session.key.slice(0, 8)}… may move ${Number(session.spendLimit) / 1e6} PUSD`
            : 'No session'}
      </p>
      {pay.data && !pay.isPending ? (
        <p className="sign-result valid">
          Sent: <code data-testid="smart-session-tx">{pay.data.transactionHash}</code>
        </p>
      ) : null}
      {error && !grant.isPending && !pay.isPending && !revoke.isPending ? (
        <p className="sign-result invalid" role="alert" data-testid="smart-session-error">
          {`${error.shortMessage}${'reason' in error ? ` (${String(error.reason)})` : ''}`}
        </p>
      ) : null}
    </section>
  )
}
