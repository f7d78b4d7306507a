import { AUTH_CONNECTOR_ID, findAuth } from '@portico/auth'
import { useEffect } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { AUTH_SETTINGS_MESSAGES } from './authSettingsMessages.ts'
import { loadAuthBridge } from './useAuth.ts'

const AUTH_SETTINGS_CSS = /* css */ `
.auth-settings { display: flex; gap: 16px; justify-content: center; flex-wrap: wrap; margin: 0 0 12px; }
.auth-settings .link { color: var(--accent-text); font-weight: 600; font-size: var(--fs-m); }
`

/**
 * Account settings of the embedded wallet: export the key and set the recovery passcode. Both screens
 * render inside the vault iframe, so the key and the passcode never reach this page.
 */
export function AuthSettings() {
  const portico = usePortico()
  const t = useViewMessages(AUTH_SETTINGS_MESSAGES)
  const { connectorId } = useStoreState(portico.account.store)
  useAdoptedStyles(AUTH_SETTINGS_CSS)
  const isAuth = connectorId === AUTH_CONNECTOR_ID
  // Loading the (already loaded) bridge here keeps the vault's approval screens in the modal's theme.
  useEffect(() => {
    if (isAuth) loadAuthBridge(portico).catch(() => undefined)
  }, [isAuth, portico])
  if (!isAuth) return null
  const open = async (screen: 'exportKey' | 'passcode') => {
    try {
      await (await loadAuthBridge(portico)).request('openSettings', { screen })
    } catch (error) {
      portico.toast.show('error', (error as Error).message)
    }
  }
  return (
    <nav className="auth-settings" aria-label={t('walletSettings')}>
      {findAuth(portico.shared)?.loaded()?.user?.email ? (
        <button type="button" className="link" onClick={() => portico.router.push('UpdateEmailWallet')}>
          {t('changeEmail')}
        </button>
      ) : null}
      <button type="button" className="link" onClick={() => void open('exportKey')}>
        {t('exportKey')}
      </button>
      <button type="button" className="link" onClick={() => void open('passcode')}>
        {t('recoveryPasscode')}
      </button>
    </nav>
  )
}
