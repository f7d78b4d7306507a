import { NoAuthConnectorError } from '@portico/core'
import { useState } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { MailIcon } from '../ui/icons.tsx'

/** EmailLogin (SPEC §2): needs an AUTH connector; without one it says so (SPEC §8). */
export function EmailLoginView() {
  const portico = usePortico()
  const t = useMessages()
  const { connectors } = useStoreState(portico.connectors.store)
  const [email, setEmail] = useState('')
  const auth = connectors.find((connector) => connector.type === 'AUTH')
  return (
    <form
      className="connecting"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!auth) {
          portico.toast.show('error', new NoAuthConnectorError().shortMessage)
          portico.modal.shake()
          return
        }
        portico.router.push('ConnectingExternal', { connector: auth })
      }}
    >
      <div className="input-wrap" style={{ width: '100%' }}>
        <MailIcon />
        <input
          className="input"
          type="email"
          required
          aria-label={t('email')}
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="primary-button" style={{ width: '100%' }}>
        {t('continueWithEmail')}
      </button>
    </form>
  )
}
