import type { ConnectedAccount } from '@portico/core'
import { shortenName } from '@portico/core'
import { useAccount } from '../hooks/useAccount.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { CopyIcon } from '../ui/icons.tsx'
import { useCopy } from '../ui/useCopy.ts'
import { ADDRESSES_MESSAGES } from './accountAddressesMessages.ts'

type AddressLabel = 'paymentAddress' | 'ordinalsAddress' | 'address'

const LABELS: Readonly<Partial<Record<NonNullable<ConnectedAccount['type']>, AddressLabel>>> = {
  payment: 'paymentAddress',
  ordinal: 'ordinalsAddress',
}

/**
 * Every address of a connection whose addresses serve different purposes (a Bitcoin wallet's payment
 * and ordinals addresses): its kind, the shortened address and a copy button. The first is the active one.
 */
export function AccountAddresses() {
  const copy = useCopy()
  const t = useViewMessages(ADDRESSES_MESSAGES)
  const { accounts } = useAccount()
  return (
    <ul className="address-list" aria-label={t('addresses')}>
      {accounts.map((account, index) => {
        const label = t(LABELS[account.type ?? 'eoa'] ?? 'address')
        return (
          <li key={account.address} className="address-row">
            <span className="address-main">
              <strong>
                {label}
                {index === 0 ? <span className="address-active">{t('active')}</span> : null}
              </strong>
              <span className="muted" title={account.address}>
                {shortenName(account.address)}
              </span>
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('copyNamedAddress', { name: label })}
              onClick={async (event) => {
                await copy(account.address, t('addressCopied'), event.currentTarget)
              }}
            >
              <CopyIcon />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
