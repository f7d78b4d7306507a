import { useId, useState } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { MailIcon } from '../ui/icons.tsx'

export type EmailFormProps = {
  /** The field's accessible name and placeholder. */
  label: string
  placeholder?: string | undefined
  submitLabel: string
  email: string
  onEmailChange: (email: string) => void
  /** Called with the address trimmed. */
  onSubmit: (email: string) => void
  /** While a request runs, the field and the button are disabled. */
  busy: boolean
  error: string | undefined
}

/** The email step of a login or an address change: the field, its error and the submit button. */
export function EmailForm(props: EmailFormProps) {
  const { label, busy } = props
  const t = useMessages()
  const errorId = useId()
  const [invalid, setInvalid] = useState(false)
  // An address the field refuses is said next to it, in the modal's language, not in the browser's bubble.
  const error = invalid ? t('invalidEmail') : props.error
  return (
    <form
      className="connecting"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement
        if (!props.email.trim() || !field.validity.valid) {
          setInvalid(true)
          field.focus()
          return
        }
        props.onSubmit(props.email.trim())
      }}
    >
      <div className="input-wrap" style={{ width: '100%' }}>
        <MailIcon />
        <input
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          aria-label={label}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          placeholder={props.placeholder ?? label}
          value={props.email}
          disabled={busy}
          onChange={(event) => {
            setInvalid(false)
            props.onEmailChange(event.target.value)
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary-button" style={{ width: '100%' }} disabled={busy}>
        {props.submitLabel}
      </button>
    </form>
  )
}
