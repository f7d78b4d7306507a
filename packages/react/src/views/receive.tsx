import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { Avatar } from '../ui/avatar.tsx'
import { CopyIcon } from '../ui/icons.tsx'
import { RECEIVE_CSS } from './receiveCss.ts'

/** Receive: the account address to copy. */
export function ReceiveView() {
  useAdoptedStyles(RECEIVE_CSS)
  const portico = usePortico()
  const t = useMessages()
  const { address = '' } = useAccount()
  const { caipNetwork } = useNetwork()
  return (
    <div className="connecting">
      <Avatar address={address} size={56} />
      <p className="muted">{t('receiveText', { network: caipNetwork?.name ?? '' })}</p>
      <p className="address-box">{address}</p>
      <div className="actions">
        <button
          type="button"
          className="primary-button"
          onClick={async () => {
            await globalThis.navigator?.clipboard?.writeText(address)
            portico.toast.show('success', t('addressCopied'))
          }}
        >
          <CopyIcon />
          {t('copyAddress')}
        </button>
      </div>
    </div>
  )
}
