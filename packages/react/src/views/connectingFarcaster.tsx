import { AUTH_CONNECTOR_ID, findAuth } from '@portico/auth'
import { closeModal, connect, leaveFarcaster, type RouterData } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { QrCode } from '../ui/qrCode.tsx'
import { QR_CODE_CSS } from '../ui/qrCodeCss.ts'
import { SocialLogo } from '../ui/socialLogo.tsx'
import { useCopy } from '../ui/useCopy.ts'
import { CONNECTING_SOCIAL_MESSAGES } from './connectingSocialMessages.ts'
import { loadAuthBridge } from './useAuth.ts'

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
 */
export function ConnectingFarcasterView() {
  const portico = usePortico()
  const copy = useCopy()
  const t = useViewMessages(CONNECTING_SOCIAL_MESSAGES)
  useAdoptedStyles(QR_CODE_CSS)
  useAdoptedStyles(FARCASTER_CSS)
  const { data } = useStoreState(portico.router.store)
  const [url, setUrl] = useState<string | undefined>()
  const [error, setError] = useState<string | undefined>()
  const mounted = useRef(true)

  async function run() {
    setError(undefined)
    try {
      const bridge = await loadAuthBridge(portico)
      const channel = await bridge.request('getFarcasterUri', {})
      if (!mounted.current) return
      setUrl(channel.url)
      portico.account.setFarcasterUrl(channel.url)
      await bridge.request('connectFarcaster', { channelToken: channel.channelToken })
      await connect(portico, { connectorId: AUTH_CONNECTOR_ID })
      if (mounted.current) closeModal(portico)
    } catch {
      if (!mounted.current) return
      setError(t('farcasterFailed'))
      portico.toast.show('error', t('farcasterFailed'))
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one channel per navigation
  useEffect(() => {
    mounted.current = true
    if (data === undefined || !started.has(data)) {
      if (data) started.add(data)
      void run()
    }
    return () => {
      mounted.current = false
      setUrl(undefined)
      const { view, direction } = portico.router.store.getState()
      if (direction === 'prev' && view !== 'ConnectingFarcaster') {
        leaveFarcaster(portico, { reload: () => void findAuth(portico.shared)?.loaded()?.reload() })
      }
    }
  }, [data])

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
