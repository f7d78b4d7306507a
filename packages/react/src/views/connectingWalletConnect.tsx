import {
  getWalletLink,
  isSafeWalletLink,
  ModalClosedError,
  type RouterData,
  type Wallet,
} from '@portico/core'
import { type MouseEvent, useEffect } from 'react'
import { useConnect } from '../hooks/useConnect.ts'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePairing } from '../hooks/usePairing.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { AlertIcon, CopyIcon, ExternalIcon, RefreshIcon } from '../ui/icons.tsx'
import { QrCode } from '../ui/qrCode.tsx'
import { QR_CODE_CSS } from '../ui/qrCodeCss.ts'
import { useCopy } from '../ui/useCopy.ts'
import { WalletImage } from '../ui/walletImage.tsx'
import { ConnectView } from './connect.tsx'
import { CONNECTING_WALLET_CONNECT_CSS } from './connectingWalletConnectCss.ts'
import { WALLET_CONNECT_MESSAGES } from './connectingWalletConnectMessages.ts'
import { useCloseOnConnected } from './useCloseOnConnected.ts'
import { entryImage } from './useImageUrl.ts'

/** Router entries whose pairing was already started: StrictMode's second effect must not start another. */
const started = new WeakSet<RouterData>()

type Link = { href: string; label: string }

/** How many wallets a phone is offered to open before the QR code. */
const MOBILE_WALLETS = 6

/**
 * On a phone without a picked wallet: the directory's wallets that open with the pairing URI (their
 * mobile or universal link), featured and recommended first, to tap instead of scanning.
 */
function MobileWallets({ uri }: { uri: string | undefined }) {
  const portico = usePortico()
  const t = useViewMessages(WALLET_CONNECT_MESSAGES)
  const { featured, recommended, wallets } = useStoreState(portico.wallets.store)
  useEffect(() => {
    void portico.wallets.prefetch()
  }, [portico])
  const seen = new Set<string>()
  const links = [...featured, ...recommended, ...wallets]
    .filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
    .flatMap((wallet) => {
      const link = uri ? getWalletLink({ wallet, uri, mobile: true }) : undefined
      return link?.kind === 'mobile' ? [{ wallet, href: link.href }] : []
    })
    .slice(0, MOBILE_WALLETS)
  if (links.length === 0) return null
  return (
    <nav className="wc-wallets" aria-label={t('openAWallet')}>
      <p className="connecting-title">{t('openAWallet')}</p>
      <ul>
        {links.map(({ wallet, href }) => (
          <li key={wallet.id}>
            <a className="list-item" href={href} rel="noreferrer noopener">
              <WalletImage src={portico.wallets.imageUrl(wallet)} name={wallet.name} />
              <span className="list-item-label" dir="auto" title={wallet.name}>
                {wallet.name}
              </span>
              <ExternalIcon />
            </a>
          </li>
        ))}
      </ul>
      <p className="wc-or">{t('orScanQr')}</p>
    </nav>
  )
}

/** Where to get a wallet that is neither in this browser nor reachable over WalletConnect. */
function GetWallet({
  wallet,
  name,
  image,
}: {
  wallet: Wallet | undefined
  name: string
  image: string | undefined
}) {
  const t = useViewMessages(WALLET_CONNECT_MESSAGES)
  const links: Link[] = [
    wallet?.chrome_store ? { href: wallet.chrome_store, label: t('getExtension') } : undefined,
    wallet?.app_store || wallet?.play_store
      ? { href: (wallet.app_store ?? wallet.play_store)!, label: t('getApp') }
      : undefined,
    wallet?.homepage ? { href: wallet.homepage, label: t('website') } : undefined,
  ].filter((link): link is Link => Boolean(link && isSafeWalletLink(link.href, { kind: 'web' })))
  return (
    <div className="connecting">
      <div className="connecting-logo">
        <WalletImage src={image} name={name} />
      </div>
      <p className="connecting-title">{t('getWallet', { name })}</p>
      <p className="muted">{t('notInstalled', { name })}</p>
      <div className="actions">
        {links.map((link) => (
          <a
            key={link.label}
            className="secondary-button"
            href={link.href}
            target="_blank"
            rel="noreferrer noopener"
          >
            {link.label}
            <ExternalIcon />
          </a>
        ))}
      </div>
    </div>
  )
}

/**
 * ConnectingWalletConnect and ConnectingWalletConnectBasic (docs/rules/screens.md): the pairing URI as a QR code with
 * the wallet's logo, "Copy link", and the wallet's own way in (its app on mobile, its desktop or web app
 * on desktop). On a phone with no wallet picked, the wallets that open with the URI come first and the
 * QR code is the fallback for another device. The URI is replaced before it expires; a declined proposal offers Try again; a relay
 * that cannot be reached is said so while the view keeps retrying.
 */
export function ConnectingWalletConnectView() {
  useAdoptedStyles(QR_CODE_CSS)
  useAdoptedStyles(CONNECTING_WALLET_CONNECT_CSS)
  const portico = usePortico()
  const copy = useCopy()
  const t = useViewMessages(WALLET_CONNECT_MESSAGES)
  const errorText = useErrorText()
  const { data } = useStoreState(portico.router.store)
  const { connectors } = useStoreState(portico.connectors.store)
  const pairing = usePairing()
  const { connect, status, error } = useConnect()
  const walletConnect = connectors.find((connector) => connector.type === 'WALLET_CONNECT')
  const wallet = data?.wallet
  const picked = wallet ?? (data?.connector?.type === 'WALLET_CONNECT' ? undefined : data?.connector)
  const name = picked?.name ?? t('walletConnect')
  const image = entryImage(portico, {
    connector: wallet ? undefined : (data?.connector ?? walletConnect),
    wallet,
  })

  // The connection is `useConnect`'s: only its latest call counts, and a view that is gone acts on none.
  const start = () => {
    if (walletConnect) connect({ connectorId: walletConnect.id, wallet })
  }

  useEffect(() => {
    if (data && walletConnect && !started.has(data)) {
      started.add(data)
      connect({ connectorId: walletConnect.id, wallet: data.wallet })
    }
  }, [data, walletConnect, connect])

  // A closed modal ends the wait quietly; a declined proposal shows as the pairing's own status.
  const failed = status === 'error' && !(error instanceof ModalClosedError)
  const declined = failed && pairing.status === 'rejected'
  const failure = failed && !declined ? (errorText(error) ?? t('connectionFailed')) : undefined

  useCloseOnConnected(status)

  useEffect(() => {
    if (declined) portico.modal.shake()
  }, [portico, declined])

  if (!walletConnect) {
    // Without adapters the basic view lists the directory's wallets, each leading to where to get it.
    return picked ? <GetWallet wallet={wallet} name={name} image={image} /> : <ConnectView />
  }

  const mobile = portico.environment.isMobile()
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  const link =
    uri && wallet ? getWalletLink({ wallet, uri, mobile, pageUrl: globalThis.location?.href }) : undefined

  async function copyLink(event: MouseEvent<HTMLButtonElement>) {
    if (!uri) return
    await copy(uri, t('linkCopied'), event.currentTarget)
  }

  if (pairing.status === 'rejected' || failure) {
    return (
      <div className="connecting" aria-live="polite">
        <div className="connecting-logo error">
          <WalletImage src={image} name={name} />
        </div>
        <p className="connecting-title error">{failure ?? t('connectionRejected')}</p>
        <p className="muted">{failure ? t('acceptConnection') : t('connectionDeclined', { name })}</p>
        <div className="actions">
          <button type="button" className="primary-button" onClick={start}>
            <RefreshIcon />
            {t('tryAgain')}
          </button>
        </div>
      </div>
    )
  }

  const openButton = link ? (
    <a
      className="primary-button wc-open"
      href={link.href}
      target={link.kind === 'webapp' ? '_blank' : '_self'}
      rel="noreferrer noopener"
    >
      {t('openWallet', { name })}
      {link.kind === 'webapp' ? <ExternalIcon /> : null}
    </a>
  ) : null

  return (
    <div className="wc" aria-live="polite">
      {mobile && !wallet ? <MobileWallets uri={uri} /> : null}
      {mobile && openButton ? (
        <div className="wc-mobile">
          <WalletImage src={image} name={name} />
          <p className="connecting-title">{t('continueIn', { name })}</p>
          {openButton}
          <p className="wc-or">{t('orScanQr')}</p>
        </div>
      ) : null}
      <div
        className={
          (mobile && (openButton || !wallet)) || pairing.status === 'error' ? 'wc-frame small' : 'wc-frame'
        }
      >
        {uri ? (
          <QrCode value={uri} label={t('qrCodeFor', { name })} image={image} imageName={name} />
        ) : (
          <div className="qr qr-placeholder" role="status" aria-label={t('preparingQr')}>
            {pairing.status === 'error' ? <AlertIcon /> : <span className="spinner" />}
          </div>
        )}
      </div>
      {pairing.status === 'error' ? (
        <div className="wc-status error" role="alert">
          <p className="wc-status-title">{t('relayUnavailable')}</p>
          <p className="muted">{t('relayRetrying')}</p>
          {pairing.error?.details ? <p className="wc-details">{pairing.error.details}</p> : null}
        </div>
      ) : mobile && openButton ? null : (
        <p className="muted wc-hint">
          {!uri
            ? t('preparingQr')
            : wallet
              ? t('scanWithWallet', { name })
              : mobile
                ? t('scanFromAnotherDevice')
                : t('scanAnyWallet')}
        </p>
      )}
      <div className="actions wc-actions">
        {!mobile ? openButton : null}
        <button
          type="button"
          className="secondary-button"
          onClick={(event) => void copyLink(event)}
          disabled={!uri}
        >
          <CopyIcon />
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}
