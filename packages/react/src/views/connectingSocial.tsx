import { AUTH_CONNECTOR_ID } from '@portico/auth'
import { PopupClosedError, type RouterData, SocialConnectionError } from '@portico/core'
import { useEffect } from 'react'
import { useConnect } from '../hooks/useConnect.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { useMutation } from '../hooks/useMutation.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { LoadingRing } from '../ui/loadingRing.tsx'
import { SocialLogo } from '../ui/socialLogo.tsx'
import { CONNECTING_SOCIAL_MESSAGES } from './connectingSocialMessages.ts'
import { socialName } from './socialName.ts'
import { openSocialPopup, takeSocialPopup } from './socialPopup.ts'
import { loadAuthBridge } from './useAuth.ts'
import { useCloseOnConnected } from './useCloseOnConnected.ts'

/**
 * How often the popup's closing is checked: a popup the visitor closes fails within a second
 * (docs/rules/limits.md), once the vault has confirmed the provider's answer has not arrived.
 */
const POPUP_CHECK_MS = 500

const started = new WeakSet<RouterData>()

/**
 * ConnectingSocial: the provider's sign-in in the 600×800 popup opened by the click; the vault waits
 * for the result, then the embedded wallet connects (`useConnect`). Closing the popup first is 'Popup
 * closed'. Only the latest attempt counts, and a view that is gone acts on none.
 */
export function ConnectingSocialView() {
  const portico = usePortico()
  const t = useViewMessages(CONNECTING_SOCIAL_MESSAGES)
  const { data } = useStoreState(portico.router.store)
  const social = data?.social ?? ''
  const { connectAsync } = useConnect()

  const login = useMutation(async (popup: Window | null) => {
    let timer: ReturnType<typeof setInterval> | undefined
    try {
      if (!popup) throw new PopupClosedError()
      const bridge = await loadAuthBridge(portico)
      const { url, state } = await bridge
        .request('getSocialRedirectUri', { provider: social })
        .catch((cause: unknown) => Promise.reject(new SocialConnectionError({ cause })))
      popup.location.href = url
      // The callback page closes the popup itself once the provider has answered: a closed popup is the
      // visitor's doing only if the server has no answer yet.
      const closed = new Promise<never>((_, reject) => {
        timer = setInterval(() => {
          if (!popup.closed) return
          clearInterval(timer)
          bridge.request('checkSocialResult', { state }).then(
            ({ finished }) => {
              if (!finished) reject(new PopupClosedError())
            },
            (cause: unknown) => reject(new PopupClosedError({ cause })),
          )
        }, POPUP_CHECK_MS)
      })
      // Only the popup's part races its closing: it closes itself once the provider has answered, and
      // connecting after that (a new wallet, a recovery passcode) must not be cut short by the check.
      await Promise.race([bridge.request('awaitSocialResult', { state }), closed])
      clearInterval(timer)
      await bridge.request('connectSocial', { state })
      return await connectAsync({ connectorId: AUTH_CONNECTOR_ID })
    } catch (caught) {
      popup?.close()
      throw caught
    } finally {
      clearInterval(timer)
    }
  })
  const { mutate, status, error: caught } = login

  /** What the view and its toast say about a failed attempt. */
  const describe = (failure: unknown) =>
    failure instanceof PopupClosedError
      ? t('popupClosed')
      : failure instanceof SocialConnectionError
        ? t('socialFailed')
        : failure instanceof Error && failure.message
          ? failure.message
          : t('socialFailed')
  const error = status === 'error' ? describe(caught) : undefined

  useCloseOnConnected(status)

  // Each failed attempt is toasted: its error is a new object even when its words are the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: describe reads only t
  useEffect(() => {
    if (status !== 'error') return
    portico.toast.show('error', describe(caught))
    portico.modal.shake()
  }, [portico, status, caught, t])

  useEffect(() => {
    if (data && !started.has(data)) {
      started.add(data)
      mutate(takeSocialPopup())
    }
  }, [data, mutate])

  const provider = socialName(social)
  return (
    <div className="connecting" aria-live="polite">
      <div className={error ? 'connecting-logo error' : 'connecting-logo'}>
        <SocialLogo social={social} />
        <LoadingRing />
      </div>
      {error ? (
        <>
          <p className="connecting-title error" role="alert">
            {error}
          </p>
          <button
            type="button"
            className="secondary-button"
            onClick={() => {
              openSocialPopup()
              mutate(takeSocialPopup())
            }}
          >
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <>
          <p className="connecting-title">{t('continueInPopup', { provider })}</p>
          <p className="muted">{t('popupHint')}</p>
        </>
      )}
    </div>
  )
}
