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
  const { label, busy, error } = props
  return (
    <form
      className="connecting"
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit(props.email.trim())
      }}
    >
      <div className="input-wrap" style={{ width: '100%' }}>
        <MailIcon />
        <input
          className="input"
          type="email"
          required
          aria-label={label}
          placeholder={props.placeholder ?? label}
          value={props.email}
          disabled={busy}
          onChange={(event) => props.onEmailChange(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary-button" style={{ width: '100%' }} disabled={busy}>
        {props.submitLabel}
      </button>
    </form>
  )
}
