import { useEffect, useState } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { EmailForm } from './emailForm.tsx'
import { UPDATE_EMAIL_MESSAGES } from './updateEmailWalletMessages.ts'
import { loadAuthBridge } from './useAuth.ts'

/** docs/rules/limits.md: the change is polled every second until the server reports it done. */
const POLL_MS = 1_000

type Step =
  | { kind: 'email' }
  | { kind: 'codes'; email: string; changeId: string }
  | { kind: 'waiting'; changeId: string }

/** UpdateEmailWallet (docs/rules/screens.md): a new address, codes to the old and the new one, then the change is polled until done. */
export function UpdateEmailWalletView() {
  const portico = usePortico()
  const t = useViewMessages(UPDATE_EMAIL_MESSAGES)
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [email, setEmail] = useState('')
  const [codes, setCodes] = useState({ current: '', next: '' })
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function attempt(action: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError((caught as Error).message)
      portico.modal.shake()
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (step.kind !== 'waiting') return
    let stopped = false
    const poll = async () => {
      const bridge = await loadAuthBridge(portico)
      while (!stopped) {
        const { status } = await bridge.request('updateEmailStatus', { changeId: step.changeId })
        if (status === 'done') {
          portico.toast.show('success', t('emailChanged'))
          portico.router.replace('Account')
          return
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    }
    poll().catch((caught: Error) => setError(caught.message))
    return () => {
      stopped = true
    }
  }, [step, portico, t])

  if (step.kind === 'email') {
    return (
      <EmailForm
        label={t('newEmail')}
        submitLabel={t('sendCodes')}
        email={email}
        onEmailChange={setEmail}
        onSubmit={(newEmail) =>
          void attempt(async () => {
            const bridge = await loadAuthBridge(portico)
            const { changeId } = await bridge.request('updateEmail', { newEmail })
            setStep({ kind: 'codes', email: newEmail, changeId })
          })
        }
        busy={busy}
        error={error}
      />
    )
  }
  if (step.kind === 'waiting') {
    return (
      <div className="connecting" aria-live="polite">
        <p className="muted">{t('waiting')}</p>
        {error ? (
          <p className="connecting-title error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  const code = (key: 'current' | 'next', label: string) => (
    <input
      className="input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      pattern="\d{6}"
      aria-label={label}
      placeholder={label}
      value={codes[key]}
      onChange={(event) => setCodes({ ...codes, [key]: event.target.value.replace(/\D/g, '') })}
    />
  )
  return (
    <form
      className="connecting"
      onSubmit={(event) => {
        event.preventDefault()
        void attempt(async () => {
          const bridge = await loadAuthBridge(portico)
          await bridge.request('updateEmailVerify', {
            changeId: step.changeId,
            currentCode: codes.current,
            newCode: codes.next,
          })
          setStep({ kind: 'waiting', changeId: step.changeId })
        })
      }}
    >
      <p className="muted">{t('codesSent', { email: step.email })}</p>
      <div className="input-wrap" style={{ width: '100%' }}>
        {code('current', t('currentCode'))}
      </div>
      <div className="input-wrap" style={{ width: '100%' }}>
        {code('next', t('newCode', { email: step.email }))}
      </div>
      {error ? (
        <p className="connecting-title error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary-button" style={{ width: '100%' }} disabled={busy}>
        {t('confirmChange')}
      </button>
    </form>
  )
}
