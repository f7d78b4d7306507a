import { AUTH_CONNECTOR_ID, type AuthHandle, findAuth } from '@portico/auth'
import { useEffect, useSyncExternalStore } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { AUTH_SETTINGS_MESSAGES } from './authSettingsMessages.ts'
import { loadAuthBridge } from './useAuth.ts'

const AUTH_SETTINGS_CSS = /* css */ `
.auth-settings { display: flex; gap: 16px; justify-content: center; flex-wrap: wrap; margin: 0 0 12px; }
.auth-settings .link { color: var(--accent-text); font-weight: 600; font-size: var(--fs-m); }
.account-type { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin: 0 0 12px;
  padding: 8px 12px; border-radius: 12px; background: var(--surface); }
.account-type p { margin: 0; color: var(--fg-muted); }
.account-type .switch { flex: none; width: 40px; height: 24px; border-radius: 12px; border: 2px solid var(--accent-text);
  background: transparent; padding: 0; position: relative; cursor: pointer; }
.account-type .switch::after { content: ''; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px;
  border-radius: 50%; background: var(--accent-text); transition: transform 150ms; }
.account-type .switch[aria-checked='true'] { background: var(--accent-text); }
.account-type .switch[aria-checked='true']::after { transform: translateX(16px); background: var(--bg); }
.account-type .switch:focus-visible { outline: 2px solid var(--accent-text); outline-offset: 2px; }
`

const noAccount = () => () => undefined

/**
 * Account settings of the embedded wallet: export the key and set the recovery passcode. Both screens
 * render inside the vault iframe, so the key and the passcode never reach this page.
 */
export function AuthSettings() {
  const portico = usePortico()
  const t = useViewMessages(AUTH_SETTINGS_MESSAGES)
  const { connectorId } = useStoreState(portico.account.store)
  const { features } = useStoreState(portico.optionsStore)
  const handle = findAuth(portico.shared)
  const accountState = useSyncExternalStore(
    handle?.account.subscribe ?? noAccount,
    () => handle?.account.get(),
    () => handle?.account.get(),
  )
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
    <>
      {findAuth(portico.shared)?.smartAccountFactory ? (
        <AccountTypeToggle handle={findAuth(portico.shared) as AuthHandle} t={t} />
      ) : null}
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
        {features.smartSessions &&
        accountState?.preferredAccountType === 'smartAccount' &&
        accountState.smartAccountDeployed !== undefined ? (
          <button type="button" className="link" onClick={() => portico.router.push('SmartSessionList')}>
            {t('smartSessions')}
          </button>
        ) : null}
      </nav>
    </>
  )
}

/** The account types of docs/rules/entities.md: smartAccount (the default on eip155) or eoa; shows whether the account is deployed. */
function AccountTypeToggle(props: {
  handle: AuthHandle
  t: (key: keyof (typeof AUTH_SETTINGS_MESSAGES)['en']) => string
}) {
  const { handle, t } = props
  const state = useSyncExternalStore(handle.account.subscribe, handle.account.get, handle.account.get)
  const smart = state.preferredAccountType === 'smartAccount'
  const status = !smart
    ? t('eoa')
    : state.smartAccountDeployed === undefined
      ? t('smartAccountUnavailable')
      : state.smartAccountDeployed
        ? t('smartAccountDeployed')
        : t('smartAccountCounterfactual')
  return (
    <div className="account-type">
      <p id="account-type-status" data-testid="account-type-status">
        {status}
      </p>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={smart}
        aria-label={t('smartAccount')}
        aria-describedby="account-type-status"
        onClick={() => handle.account.set({ preferredAccountType: smart ? 'eoa' : 'smartAccount' })}
      />
    </div>
  )
}
