import {
  formatTokenAmount,
  getWalletFeatures,
  revokePermissions,
  type SessionPermission,
  shortenName,
} from '@portico/core'
import { useState } from 'react'
import { useLocale } from '../hooks/useLocale.ts'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePermissions } from '../hooks/usePermissions.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { EmptyState } from '../ui/emptyState.tsx'
import { SMART_SESSIONS_MESSAGES } from './smartSessionsMessages.ts'
import { ClockIcon } from './wallet/icons.tsx'

const SMART_SESSIONS_CSS = /* css */ `
.smart-sessions { display: flex; flex-direction: column; gap: 8px; }
.smart-sessions ul { display: flex; flex-direction: column; gap: 4px; list-style: none; margin: 0; padding: 0; }
.smart-session { display: flex; align-items: center; gap: 10px; min-height: 64px; padding: 10px 12px; border-radius: var(--r-m); background: var(--surface); }
.smart-session-main { display: flex; flex-direction: column; gap: 2px; min-width: 0; flex: 1; }
.smart-session-main strong { font-size: var(--fs-l); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.smart-session-main span { font-size: var(--fs-s); color: var(--fg-muted); }
.smart-session-main .expired { color: var(--error-text); }
.smart-session .chip { flex: none; padding: 0 12px; min-height: 36px; color: var(--fg); background: var(--surface-strong); }
.smart-session.skeleton-row { gap: 8px; flex-direction: column; align-items: stretch; justify-content: center; }
.smart-session .skeleton.line { height: 12px; border-radius: 6px; }
.smart-sessions .empty .secondary-button { margin-top: 8px; min-width: 140px; height: 44px; }
/* Room under the text for the toast that confirms a revoke (it sits 16 px above the modal's edge). */
.smart-sessions .empty { padding-bottom: 72px; }
`

/**
 * SmartSessionList: the account's smart sessions as the chain holds them (what each may call, how much
 * it has spent of its limit, until when), each revocable with the wallet's approval.
 */
export function SmartSessionListView() {
  useAdoptedStyles(SMART_SESSIONS_CSS)
  const portico = usePortico()
  const t = useViewMessages(SMART_SESSIONS_MESSAGES)
  const errorText = useErrorText()
  const { locale } = useLocale()
  const { data, error, isLoading, refetch } = usePermissions()
  const { tokenBalances } = useStoreState(getWalletFeatures(portico).balances.store)
  const [revoking, setRevoking] = useState<string | undefined>()

  const amount = (session: SessionPermission, value: bigint) => {
    const token = tokenBalances.find(
      (balance) => balance.address?.toLowerCase().endsWith(session.contract.toLowerCase()) ?? false,
    )
    return token
      ? `${formatTokenAmount(value, Number(token.quantity.decimals))} ${token.symbol}`
      : t('baseUnits', { amount: value.toString() })
  }
  const revoke = async (session: SessionPermission) => {
    setRevoking(session.permissionsContext)
    try {
      await revokePermissions(portico, { permissionsContext: session.permissionsContext })
      portico.toast.show('success', t('revoked'))
      refetch()
    } catch (cause) {
      portico.toast.show(
        'error',
        errorText(cause) ?? (cause as { shortMessage?: string }).shortMessage ?? (cause as Error).message,
      )
    } finally {
      setRevoking(undefined)
    }
  }

  if (error) {
    return (
      <div className="smart-sessions">
        <div className="empty" role="alert">
          <strong>{t('sessionsError')}</strong>
          <span>
            {errorText(error) ?? (error as { shortMessage?: string }).shortMessage ?? error.message}
          </span>
          <button type="button" className="secondary-button" onClick={refetch}>
            {t('retry')}
          </button>
        </div>
      </div>
    )
  }
  if (!data || (isLoading && data.length === 0)) {
    return (
      <div className="smart-sessions">
        <ul role="status" aria-busy="true" aria-label={t('loadingSessions')}>
          {[0, 1].map((index) => (
            <li key={index} className="smart-session skeleton-row">
              <span className="skeleton line" style={{ width: '60%' }} />
              <span className="skeleton line" style={{ width: '40%' }} />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (data.length === 0) {
    return (
      <div className="smart-sessions">
        <EmptyState icon={<ClockIcon />} title={t('noSessions')} text={t('noSessionsText')} />
      </div>
    )
  }
  const now = Date.now() / 1000
  return (
    <div className="smart-sessions">
      <ul aria-label={t('sessions')} aria-busy={isLoading}>
        {data.map((session) => {
          const name = t('sessionCall', {
            name: session.functionName ?? session.selector,
            contract: shortenName(session.contract),
          })
          const expired = session.expiry <= now
          return (
            <li key={session.permissionsContext} className="smart-session">
              <span className="smart-session-main">
                <strong>{name}</strong>
                <span>
                  {t('sessionSpent', {
                    spent: amount(session, session.spent),
                    limit: amount(session, session.spendLimit),
                  })}
                </span>
                <span className={expired ? 'expired' : undefined}>
                  {expired
                    ? t('sessionExpired')
                    : t('sessionUntil', {
                        date: new Date(session.expiry * 1000).toLocaleString(locale, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                </span>
              </span>
              <button
                type="button"
                className="chip"
                aria-label={t('revokeSession', { name })}
                disabled={revoking !== undefined}
                onClick={() => void revoke(session)}
              >
                {revoking === session.permissionsContext ? t('revoking') : t('revoke')}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
