import { cancelSignIn, closeModal, openModal, signIn } from '@portico/core'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { Avatar } from '../ui/avatar.tsx'
import { AlertIcon } from '../ui/icons.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { SIGN_IN_CSS } from './signInCss.ts'
import { SIGN_IN_MESSAGES } from './siwxMessages.ts'

/**
 * SIWXSignMessage: asks the visitor to sign in with the wallet. Success
 * closes the modal; a failure stays here with 'Error signing message'; Cancel follows the cancel rules
 * (disconnect, or back to a network with a session, when sign-in is required).
 */
export function SiwxSignMessageView() {
  useAdoptedStyles(SIGN_IN_CSS)
  const portico = usePortico()
  const t = useViewMessages(SIGN_IN_MESSAGES)
  const errorText = useErrorText()
  const { status, error } = useStoreState(portico.siwx.store)
  const account = useStoreState(portico.account.store)
  const { options } = useStoreState(portico.optionsStore)
  const name = options.metadata?.name ?? t('signInView')
  const signing = status === 'signing'

  const sign = () => {
    signIn(portico).then(
      () => closeModal(portico),
      () => {
        // A failure shows here again, even when the modal was closed while the wallet was asked.
        if (!portico.modal.store.getState().open) openModal(portico, { view: 'SIWXSignMessage' })
        portico.modal.shake()
      },
    )
  }

  return (
    <div className="sign-in" aria-live="polite">
      <div className="sign-in-logos">
        <WalletImage src={options.metadata?.icons?.[0]} name={name} />
        {account.address ? <Avatar address={account.address} image={account.profileImage} size={64} /> : null}
      </div>
      <p className="sign-in-title">{t('signInTitle', { name })}</p>
      <p className="muted">
        {signing ? t('signInWaiting') : options.siwx?.required ? t('signInRequiredText') : t('signInText')}
      </p>
      {status === 'error' ? (
        <p className="sign-in-error" role="alert">
          <AlertIcon />
          <span>{error}</span>
        </p>
      ) : null}
      <div className="sign-in-buttons">
        <button
          type="button"
          className="secondary-button"
          onClick={() =>
            void cancelSignIn(portico).catch((failure: unknown) =>
              portico.toast.show('error', errorText(failure) ?? String(failure)),
            )
          }
        >
          {t('cancel')}
        </button>
        <button type="button" className="primary-button" disabled={signing} onClick={sign}>
          {signing ? t('signing') : status === 'error' ? t('tryAgain') : t('sign')}
        </button>
      </div>
    </div>
  )
}
