import { AUTH_CONNECTOR_ID, type AuthHandle, findAuth } from '@portico/auth'
import { useEffect, useId, useSyncExternalStore } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { AUTH_SETTINGS_MESSAGES } from './authSettingsMessages.ts'
import { loadAuthBridge } from './useAuth.ts'
import { ChevronRightIcon } from './wallet/icons.tsx'

const AUTH_SETTINGS_CSS = /* css */ `
.auth-settings { display: flex; flex-direction: column; margin: 0 0 12px; border-radius: var(--r-m); background: var(--surface); overflow: hidden; list-style: none; }
.auth-settings li + li { border-top: 1px solid var(--border); }
.settings-row { display: flex; align-items: center; justify-content: space-between; gap: 12px; width: 100%; min-height: 48px;
  padding: 10px 14px; font-size: var(--fs-m); font-weight: 500; text-align: start; }
.settings-row:hover { background: var(--surface-hover); }
.settings-row:focus-visible { outline-offset: -2px; }
.settings-row svg { width: 16px; height: 16px; flex: none; color: var(--fg-muted); }
.account-type { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin: 0 0 8px;
  padding: 10px 14px; border-radius: var(--r-m); background: var(--surface); }
.account-type-text { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.account-type-text strong { font-size: var(--fs-m); font-weight: 500; }
.account-type-text p { margin: 0; color: var(--fg-muted); font-size: var(--fs-s); }
.account-type .switch { flex: none; width: 40px; height: 24px; border-radius: 12px; border: 2px solid var(--accent-text);
  background: transparent; padding: 0; position: relative; cursor: pointer; }
.account-type .switch::after { content: ''; position: absolute; top: 2px; inset-inline-start: 2px; width: 16px; height: 16px;
  border-radius: 50%; background: var(--accent-text); transition: transform 150ms; }
.account-type .switch[aria-checked='true'] { background: var(--accent-text); }
.account-type .switch[aria-checked='true']::after { transform: translateX(calc(16px * var(--inline-sign))); background: var(--bg); }
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
      <ul className="auth-settings" aria-label={t('walletSettings')}>
        {findAuth(portico.shared)?.loaded()?.user?.email ? (
          <SettingsRow label={t('changeEmail')} onClick={() => portico.router.push('UpdateEmailWallet')} />
        ) : null}
        <SettingsRow label={t('exportKey')} onClick={() => void open('exportKey')} />
        <SettingsRow label={t('recoveryPasscode')} onClick={() => void open('passcode')} />
        {features.smartSessions &&
        accountState?.preferredAccountType === 'smartAccount' &&
        accountState.smartAccountDeployed !== undefined ? (
          <SettingsRow label={t('smartSessions')} onClick={() => portico.router.push('SmartSessionList')} />
        ) : null}
      </ul>
    </>
  )
}

/** One setting: a full-width row that opens its screen. */
function SettingsRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" className="settings-row" onClick={onClick}>
        <span>{label}</span>
        <ChevronRightIcon />
      </button>
    </li>
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
  const ids = { label: useId(), status: useId() }
  const status = !smart
    ? t('eoa')
    : state.smartAccountDeployed === undefined
      ? t('smartAccountUnavailable')
      : state.smartAccountDeployed
        ? t('smartAccountDeployed')
        : t('smartAccountCounterfactual')
  return (
    <div className="account-type">
      <div className="account-type-text">
        <strong id={ids.label}>{t('useSmartAccount')}</strong>
        <p id={ids.status} data-testid="account-type-status">
          {status}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={smart}
        aria-labelledby={ids.label}
        aria-describedby={ids.status}
        onClick={() => handle.account.set({ preferredAccountType: smart ? 'eoa' : 'smartAccount' })}
      />
    </div>
  )
}
