import { captureEmail, closeModal, isEmailCaptureRequired, PorticoError, requestSignIn } from '@portico/core'
import { type FormEvent, useId, useState } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { MailIcon } from '../ui/icons.tsx'
import { DATA_CAPTURE_MESSAGES } from './dataCaptureMessages.ts'
import { SIGN_IN_CSS } from './signInCss.ts'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * DataCapture: after connecting, when the project has email capture on,
 * asks for the visitor's email with their consent. Then sign-in follows when it is needed; otherwise
 * the modal closes. Skippable unless the project lists email capture as 'required'.
 */
export function DataCaptureView() {
  useAdoptedStyles(SIGN_IN_CSS)
  const portico = usePortico()
  const t = useViewMessages(DATA_CAPTURE_MESSAGES)
  const { options, features } = useStoreState(portico.optionsStore)
  const name = options.metadata?.name ?? 'this app'
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [saving, setSaving] = useState(false)
  const errorId = useId()

  const next = async () => {
    if (!(await requestSignIn(portico).catch(() => false))) closeModal(portico)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!EMAIL.test(email.trim())) return setProblem(t('invalidEmail'))
    if (!consent) return setProblem(t('consentRequired'))
    setProblem(undefined)
    setSaving(true)
    try {
      await captureEmail(portico, { email: email.trim(), consent: true })
      portico.toast.show('success', t('emailSaved'))
      await next()
    } catch (error) {
      setProblem(error instanceof PorticoError ? (error.details ?? error.shortMessage) : String(error))
      portico.modal.shake()
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="sign-in data-capture">
      <span className="data-capture-icon" aria-hidden="true">
        <MailIcon />
      </span>
      <p className="sign-in-title">{t('dataCaptureTitle', { name })}</p>
      <p className="muted">{t('dataCaptureText')}</p>
      <form onSubmit={submit} noValidate>
        <div className="input-wrap">
          <MailIcon />
          <input
            className="input"
            type="email"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            aria-label={t('email')}
            aria-invalid={problem === t('invalidEmail') ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <label className="consent">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          <span>{t('emailConsent', { name })}</span>
        </label>
        {problem ? (
          <p className="field-error" id={errorId} role="alert">
            {problem}
          </p>
        ) : null}
        <div className="sign-in-buttons">
          {isEmailCaptureRequired(features) ? null : (
            <button type="button" className="secondary-button" onClick={() => void next()}>
              {t('skip')}
            </button>
          )}
          <button type="submit" className="primary-button" disabled={saving}>
            {saving ? t('saving') : t('continue')}
          </button>
        </div>
      </form>
    </div>
  )
}
