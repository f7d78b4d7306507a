import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { WalletIcon } from '../ui/icons.tsx'

/** A short explanation for newcomers, leading to the wallet list. */
export function WhatIsAWalletView() {
  const portico = usePortico()
  const t = useMessages()
  return (
    <div className="connecting">
      <span className="network-icon" style={{ width: '56px', height: '56px' }} aria-hidden="true">
        <WalletIcon />
      </span>
      <p className="muted">{t('whatIsAWalletText')}</p>
      <div className="actions">
        <button type="button" className="primary-button" onClick={() => portico.router.push('AllWallets')}>
          {t('getStarted')}
        </button>
      </div>
    </div>
  )
}
