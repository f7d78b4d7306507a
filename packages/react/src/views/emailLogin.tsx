import { AUTH_CONNECTOR_ID } from '@portico/auth'
import { closeModal, connect } from '@portico/core'
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { EmailForm } from './emailForm.tsx'
import { EMAIL_LOGIN_CSS } from './emailLoginCss.ts'
import { EMAIL_LOGIN_MESSAGES } from './emailLoginMessages.ts'
import { loadAuthBridge } from './useAuth.ts'

/** Where the address goes in the code message, split around to put it in its own element. */
const EMAIL_SLOT = '\u0000'

const DIGITS = 6

type Step = { kind: 'email' } | { kind: 'code'; email: string; flowId: string }

type CodeError = { message: string; attemptsLeft?: number | undefined; locked: boolean }

function errorMessage(
  error: unknown,
  fallback: string,
  errorText: (error: unknown) => string | undefined,
): string {
  return errorText(error) ?? (error instanceof Error && error.message ? error.message : fallback)
}

function CodeEntry(props: { email: string; flowId: string; onResend(): Promise<void>; onBack(): void }) {
  const portico = usePortico()
  const t = useViewMessages(EMAIL_LOGIN_MESSAGES)
  const errorText = useErrorText()
  const [digits, setDigits] = useState<string[]>(() => Array(DIGITS).fill(''))
  const [error, setError] = useState<CodeError | undefined>()
  const [busy, setBusy] = useState(false)
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  // A new code (resend) starts the boxes over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the flow on purpose
  useEffect(() => {
    setDigits(Array(DIGITS).fill(''))
    setError(undefined)
    boxes.current[0]?.focus()
  }, [props.flowId])

  async function submit(code: string) {
    setBusy(true)
    setError(undefined)
    portico.modal.setLoading(true)
    try {
      const bridge = await loadAuthBridge(portico)
      await bridge.request('verifyCode', { flowId: props.flowId, code })
      await connect(portico, { connectorId: AUTH_CONNECTOR_ID })
      closeModal(portico)
    } catch (caught) {
      const details = (caught as { details?: { status?: number; attemptsLeft?: number } }).details
      setError({
        message: errorMessage(caught, t('authInitFailed'), errorText),
        attemptsLeft: details?.attemptsLeft,
        locked: details?.status === 429,
      })
      setDigits(Array(DIGITS).fill(''))
      portico.modal.shake()
      requestAnimationFrame(() => boxes.current[0]?.focus())
    } finally {
      setBusy(false)
      portico.modal.setLoading(false)
    }
  }

  function update(next: string[]) {
    setDigits(next)
    if (next.every((digit) => digit !== '')) void submit(next.join(''))
  }

  function onInput(index: number, value: string) {
    const clean = value.replace(/\D/g, '')
    if (clean.length > 1) return fill(index, clean)
    const next = [...digits]
    next[index] = clean
    if (clean && index < DIGITS - 1) boxes.current[index + 1]?.focus()
    update(next)
  }

  function fill(index: number, text: string) {
    const next = [...digits]
    for (const [offset, digit] of [...text.slice(0, DIGITS - index)].entries()) next[index + offset] = digit
    boxes.current[Math.min(index + text.length, DIGITS - 1)]?.focus()
    update(next)
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text').replace(/\D/g, '')
    if (!text) return
    event.preventDefault()
    fill(index, text)
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus()
  }

  const disabled = busy || Boolean(error?.locked)
  // The address is one left-to-right piece that moves whole to the next line, never split at a hyphen.
  const [before, after] = t('codeSent', { email: EMAIL_SLOT }).split(EMAIL_SLOT)
  return (
    <div className="otp" aria-live="polite">
      <p>
        {before}
        <bdi className="otp-email">{props.email}</bdi>
        {after}
      </p>
      <fieldset className="otp-boxes" aria-label={t('codeGroup')}>
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions
            key={index}
            ref={(node) => {
              boxes.current[index] = node
            }}
            className="otp-box"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={DIGITS}
            aria-label={t('codeDigit', { index: index + 1 })}
            value={digit}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
          />
        ))}
      </fieldset>
      {/* One line for the hint, the check in progress and the refusal: each takes the other's place. */}
      {busy ? (
        <p className="muted">{t('verifying')}</p>
      ) : error ? (
        <p className="field-error" role="alert">
          {error.attemptsLeft !== undefined && !error.locked
            ? t('codeRefused', {
                message: error.message.replace(/[.。]$/, ''),
                attempts: t('attemptsLeft', { count: error.attemptsLeft }),
              })
            : error.message}
        </p>
      ) : (
        <p className="muted">{t('codeHint')}</p>
      )}
      <div className="otp-links">
        <button type="button" className="link" disabled={busy} onClick={() => void props.onResend()}>
          {t('resendCode')}
        </button>
        <button type="button" className="link" disabled={busy} onClick={props.onBack}>
          {t('changeEmail')}
        </button>
      </div>
    </div>
  )
}

/** EmailLogin (docs/rules/screens.md): the email, then the 6-digit code from the mail, then the embedded wallet is connected. */
export function EmailLoginView() {
  const portico = usePortico()
  const t = useViewMessages(EMAIL_LOGIN_MESSAGES)
  const errorText = useErrorText()
  useAdoptedStyles(EMAIL_LOGIN_CSS)
  const { data } = useStoreState(portico.router.store)
  const [email, setEmail] = useState(data?.email ?? '')
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const started = useRef(false)

  async function start(address: string) {
    setBusy(true)
    setError(undefined)
    portico.modal.setLoading(true)
    try {
      const bridge = await loadAuthBridge(portico)
      const { flowId } = await bridge.request('connectEmail', { email: address })
      setStep({ kind: 'code', email: address, flowId })
      return true
    } catch (caught) {
      const message = errorMessage(caught, t('authInitFailed'), errorText)
      setError(message)
      portico.toast.show('error', message)
      portico.modal.shake()
      return false
    } finally {
      setBusy(false)
      portico.modal.setLoading(false)
    }
  }

  // An address typed on Connect starts the login at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation
  useEffect(() => {
    if (started.current || !data?.email) return
    started.current = true
    void start(data.email)
  }, [data])

  if (step.kind === 'code') {
    return (
      <CodeEntry
        email={step.email}
        flowId={step.flowId}
        onResend={async () => {
          if (await start(step.email)) portico.toast.show('success', t('codeResent'))
        }}
        onBack={() => setStep({ kind: 'email' })}
      />
    )
  }
  return (
    <EmailForm
      label={t('email')}
      placeholder={t('emailPlaceholder')}
      submitLabel={t('continueWithEmail')}
      email={email}
      onEmailChange={setEmail}
      onSubmit={(address) => void start(address)}
      busy={busy}
      error={error}
    />
  )
}
