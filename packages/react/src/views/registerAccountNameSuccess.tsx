import { useAccount } from '../hooks/useAccount.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { Avatar } from '../ui/avatar.tsx'
import { REGISTER_NAME_CSS } from './registerAccountNameCss.ts'
import { REGISTER_NAME_MESSAGES } from './registerAccountNameMessages.ts'

/** RegisterAccountNameSuccess: the registered name, now the account's profile name. */
export function RegisterAccountNameSuccessView() {
  useAdoptedStyles(REGISTER_NAME_CSS)
  const portico = usePortico()
  const t = useViewMessages(REGISTER_NAME_MESSAGES)
  const { address = '', profileName, profileImage } = useAccount()
  const { data } = useStoreState(portico.router.store)
  const name = data?.accountName ?? profileName ?? ''
  return (
    <div className="register-name-success">
      <Avatar address={address} image={profileImage} size={72} />
      <p className="sign-in-title">{t('registerNameSuccess', { name })}</p>
      <p className="muted">{t('registerNameSuccessText')}</p>
      <button type="button" className="primary-button" onClick={() => portico.router.reset('Account')}>
        {t('backToAccount')}
      </button>
    </div>
  )
}
