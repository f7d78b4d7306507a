import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { ExternalIcon } from '../ui/icons.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { entryImage } from './useImageUrl.ts'

type Link = { href: string; label: string }

/**
 * ConnectingWalletConnect (SPEC §2) for a directory wallet with no connector in this browser: the
 * wallet and where to get it. With a pairing URI it offers the link to open in the wallet.
 */
export function ConnectingWalletConnectView() {
  const portico = usePortico()
  const t = useMessages()
  const { data } = useStoreState(portico.router.store)
  const { pairingUri } = useStoreState(portico.account.store)
  const wallet = data?.wallet
  const name = wallet?.name ?? data?.connector?.name ?? t('walletConnect')
  const links: Link[] = [
    wallet?.chrome_store ? { href: wallet.chrome_store, label: t('getExtension') } : undefined,
    wallet?.app_store || wallet?.play_store
      ? { href: (wallet.app_store ?? wallet.play_store)!, label: t('getApp') }
      : undefined,
    wallet?.homepage ? { href: wallet.homepage, label: t('website') } : undefined,
  ].filter((link): link is Link => Boolean(link))

  return (
    <div className="connecting">
      <div className="connecting-logo">
        <WalletImage src={entryImage(portico, { connector: data?.connector, wallet })} name={name} />
      </div>
      <p className="connecting-title">{pairingUri ? t('continueIn', { name }) : t('getWallet', { name })}</p>
      <p className="muted">{pairingUri ? t('scanWithPhone') : t('notInstalled', { name })}</p>
      <div className="actions">
        {pairingUri ? (
          <button
            type="button"
            className="secondary-button"
            onClick={async () => {
              await globalThis.navigator?.clipboard?.writeText(pairingUri)
              portico.toast.show('success', t('linkCopied'))
            }}
          >
            {t('copyLink')}
          </button>
        ) : null}
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
