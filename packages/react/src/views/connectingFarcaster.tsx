import { AUTH_CONNECTOR_ID, findAuth } from '@portico/auth'
import { leaveFarcaster, type RouterData } from '@portico/core'
import { useEffect } from 'react'
import { useConnect } from '../hooks/useConnect.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { useMutation } from '../hooks/useMutation.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { QrCode } from '../ui/qrCode.tsx'
import { QR_CODE_CSS } from '../ui/qrCodeCss.ts'
import { SocialLogo } from '../ui/socialLogo.tsx'
import { useCopy } from '../ui/useCopy.ts'
import { CONNECTING_SOCIAL_MESSAGES } from './connectingSocialMessages.ts'
import { loadAuthBridge } from './useAuth.ts'
import { useCloseOnConnected } from './useCloseOnConnected.ts'

const started = new WeakSet<RouterData>()

const FARCASTER_CSS = /* css */ `
.farcaster { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.farcaster .qr { max-width: 280px; }
.farcaster.mobile .qr { max-width: 200px; }
.farcaster > .social-logo { width: 72px; height: 72px; border-radius: var(--r-l); }
.farcaster-open { width: 100%; max-width: 296px; text-decoration: none; }
.farcaster .wc-or { display: flex; align-items: center; gap: 10px; width: 100%; max-width: 296px; color: var(--fg-muted); font-size: var(--fs-s); }
.farcaster .wc-or::before, .farcaster .wc-or::after { content: ''; flex: 1; height: 1px; background: var(--border); }
`

/**
 * ConnectingFarcaster (docs/rules/screens.md): the Sign In With Farcaster link as a QR code; the vault polls the relay
 * until the Farcaster app approves, then the embedded wallet connects. Going back without an address
 * clears the link and reloads the vault 100 ms later, ending its wait on the abandoned channel (docs/rules/states.md
 * Farcaster back, limits.md), so the next visit asks the relay for a new one.
 */ export function ConnectingFarcasterView() {
  const portico = usePortico()
  const copy = useCopy()
  const t = useViewMessages(CONNECTING_SOCIAL_MESSAGES)
  useAdoptedStyles(QR_CODE_CSS)
  useAdoptedStyles(FARCASTER_CSS)
  const { data } = useStoreState(portico.router.store)
  const { connectAsync } = useConnect()
  // The relay's channel, then its approval in the Farcaster app and the embedded wallet's connection
  // (`useConnect`): only the latest of each counts, and a view that is gone acts on neither.
  const channel = useMutation(async () => (await loadAuthBridge(portico)).request('getFarcasterUri', {}))
  const approval = useMutation(async (channelToken: string) => {
    await (await loadAuthBridge(portico)).request('connectFarcaster', { channelToken })
    return connectAsync({ connectorId: AUTH_CONNECTOR_ID })
  })
  const { mutate: open, data: opened } = channel
  const { mutate: approve, status } = approval
  const url = opened?.url
  const error = channel.isError || approval.isError ? t('farcasterFailed') : undefined

  useEffect(() => {
    if (!opened) return
    portico.account.setFarcasterUrl(opened.url)
    approve(opened.channelToken)
  }, [portico, opened, approve])

  useCloseOnConnected(status)

  useEffect(() => {
    if (error) portico.toast.show('error', error)
  }, [portico, error])

  useEffect(() => {
    if (data === undefined || !started.has(data)) {
      if (data) started.add(data)
      open(undefined)
    }
    return () => {
      const { view, direction } = portico.router.store.getState()
      if (direction === 'prev' && view !== 'ConnectingFarcaster') {
        leaveFarcaster(portico, { reload: () => void findAuth(portico.shared)?.loaded()?.reload() })
      }
    }
  }, [portico, data, open])

  // On a phone the link opens the Farcaster app itself; the QR code stays for another device.
  const mobile = portico.environment.isMobile()

  return (
    <div className={mobile ? 'farcaster mobile' : 'farcaster'} aria-live="polite">
      {mobile && url && !error ? (
        <>
          <SocialLogo social="farcaster" />
          <p className="connecting-title">{t('farcasterApprove')}</p>
          <a className="primary-button farcaster-open" href={url} rel="noreferrer noopener">
            {t('openFarcaster')}
          </a>
          <p className="wc-or">{t('farcasterOrScan')}</p>
        </>
      ) : null}
      {url ? (
        <div data-farcaster-url={url} style={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
          <QrCode
            value={url}
            label={t('farcasterQr')}
            imageName="Farcaster"
            logo={<SocialLogo social="farcaster" />}
          />
        </div>
      ) : (
        <div className="qr qr-placeholder" aria-hidden="true" style={{ maxWidth: 280 }} />
      )}
      {error ? (
        <p className="connecting-title error" role="alert">
          {error}
        </p>
      ) : mobile ? null : (
        <p className="muted">{t('farcasterScan')}</p>
      )}
      {url ? (
        <button
          type="button"
          className="secondary-button"
          onClick={async (event) => {
            await copy(url, t('linkCopied'), event.currentTarget)
          }}
        >
          {t('copyLink')}
        </button>
      ) : null}
    </div>
  )
}
