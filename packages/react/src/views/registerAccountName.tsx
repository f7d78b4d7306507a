import { ACCOUNT_NAME_RULE, isValidAccountName } from '@portico/core'
import { type FormEvent, useId, useState } from 'react'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { useNameSuggestions } from '../hooks/useNameSuggestions.ts'
import { useNameZones } from '../hooks/useNameZones.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useRegisterAccountName } from '../hooks/useRegisterAccountName.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { REGISTER_NAME_CSS } from './registerAccountNameCss.ts'
import { REGISTER_NAME_MESSAGES } from './registerAccountNameMessages.ts'

const INVALID_CHARACTER = /[^A-Za-z0-9-]/

/**
 * RegisterAccountName: type a name (docs/rules/validation.md rule checked as you type), see whether it is free and
 * free alternatives, sign, and on success RegisterAccountNameSuccess; a failure stays here with its
 * message.
 */
export function RegisterAccountNameView() {
  useAdoptedStyles(REGISTER_NAME_CSS)
  const portico = usePortico()
  const t = useViewMessages(REGISTER_NAME_MESSAGES)
  const errorText = useErrorText()
  const [label, setLabel] = useState('')
  const [touched, setTouched] = useState(false)
  const register = useRegisterAccountName()
  const statusId = useId()
  const wanted = label.trim().toLowerCase()
  const valid = isValidAccountName(wanted)
  // Names go under the server's preferred zone, the first it answers.
  const zones = useNameZones()
  const zone = zones.zones?.[0]
  const { suggestions, isLoading } = useNameSuggestions(valid && zone ? wanted : undefined, zone)
  const name = `${wanted}.${zone}`
  const current = suggestions?.[0]?.name === name ? suggestions[0] : undefined
  const showRule = (touched || INVALID_CHARACTER.test(wanted)) && wanted !== '' && !valid
  const alternatives = (suggestions ?? []).filter(
    (suggestion) => !suggestion.registered && suggestion.name !== name,
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid || !current || current.registered || register.isPending) return portico.modal.shake()
    try {
      await register.mutateAsync({ name })
      portico.router.replace('RegisterAccountNameSuccess', { accountName: name })
    } catch (error) {
      portico.toast.show('error', errorText(error) ?? String(error))
      portico.modal.shake()
    }
  }

  let status: { className: string; text: string } | undefined
  if (showRule) status = { className: 'invalid', text: ACCOUNT_NAME_RULE }
  else if (valid && (isLoading || !current)) status = { className: '', text: t('nameChecking') }
  else if (current?.registered) status = { className: 'taken', text: t('nameTaken', { name }) }
  else if (current) status = { className: 'available', text: t('nameAvailable', { name }) }
  const failure = errorText(register.error ?? zones.error)

  return (
    <div className="register-name">
      <p className="muted">{t('registerNameText')}</p>
      <form onSubmit={submit} noValidate>
        <div className="name-field">
          <input
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={63}
            placeholder={t('accountNamePlaceholder')}
            aria-label={t('accountName')}
            aria-invalid={showRule ? true : undefined}
            aria-describedby={statusId}
            value={label}
            onChange={(event) => {
              setLabel(event.target.value)
              if (register.isError) register.reset()
            }}
            onBlur={() => setTouched(wanted !== '')}
          />
          <span className="name-suffix" aria-hidden="true">
            {zone ? `.${zone}` : ''}
          </span>
        </div>
        <p id={statusId} className={`name-status ${status?.className ?? ''}`} role="status">
          {status?.text ?? ''}
        </p>
        {current && alternatives.length > 0 ? (
          <ul className="name-suggestions" aria-label={t('nameSuggestions')}>
            {alternatives.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="chip"
                  onClick={() => setLabel(suggestion.name.slice(0, suggestion.name.indexOf('.')))}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {failure ? (
          <p className="field-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className="primary-button"
          disabled={!current || current.registered || register.isPending}
        >
          {register.isPending ? t('registerNameSigning') : t('registerName')}
        </button>
      </form>
    </div>
  )
}
