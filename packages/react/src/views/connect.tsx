import {
  type CaipNetwork,
  type Connector,
  DEFAULT_SOCIALS,
  type Features,
  getConnectMethodOrder,
  getWalletEntries,
  WALLET_LIST,
  type Wallet,
  type WalletEntry,
} from '@portico/core'
import { Fragment, useId, useMemo, useState } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { ArrowRightIcon, MailIcon } from '../ui/icons.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { lazyModule, lazyView } from './lazyView.tsx'
import { openWallet } from './openWallet.ts'
import { entryImage } from './useImageUrl.ts'

/** How many social buttons Connect shows for the project's list (the providers the kit knows). */
function socialCount(socials: Features['socials']): number {
  const known = DEFAULT_SOCIALS as readonly string[]
  return Array.isArray(socials) ? socials.filter((social) => known.includes(social)).length : 0
}

/** The place of a login option of the final size while it is not known or its code is loading. */
function LoginPlaceholder({ method }: { method: 'email' | 'social' }) {
  const { features } = useStoreState(usePortico().optionsStore)
  const rows = method === 'social' ? socialCount(features.socials) : 0
  return (
    <div
      className={`login-placeholder ${method}`}
      style={rows ? { height: rows * 56 + (rows - 1) * 8 } : undefined}
      aria-hidden="true"
      data-placeholder={method}
    />
  )
}

const SocialPlaceholder = () => <LoginPlaceholder method="social" />

// Social logins are off unless the project turns them on: their buttons are not in the modal chunk.
const SocialButtons = lazyView(
  lazyModule(() => import('./socialButtons.tsx')),
  (module) => module.SocialButtons,
  SocialPlaceholder,
)

function WalletListItem({ entry, network }: { entry: WalletEntry; network: CaipNetwork | undefined }) {
  const portico = usePortico()
  const t = useMessages()
  const tagId = useId()
  const tag =
    entry.group === 'recent'
      ? { text: t('recent'), tone: '' }
      : entry.group === 'walletConnect'
        ? // A phone opens its wallets from the WalletConnect view; the QR code is only the fallback there.
          portico.environment.isMobile()
          ? undefined
          : { text: t('qrCode'), tone: ' accent' }
        : entry.installed
          ? { text: t('installed'), tone: ' success' }
          : undefined
  const open = () => openWallet(portico, { ...entry, network })
  return (
    <button type="button" className="list-item" aria-describedby={tag ? tagId : undefined} onClick={open}>
      <WalletImage src={entryImage(portico, entry)} name={entry.name} />
      <span className="list-item-label" dir="auto" title={entry.name}>
        {entry.name}
      </span>
      {tag ? (
        <span id={tagId} className={`tag${tag.tone}`} aria-hidden="true">
          {tag.text}
        </span>
      ) : null}
    </button>
  )
}

function AllWalletsItem({ count, previews }: { count: number; previews: (string | undefined)[] }) {
  const portico = usePortico()
  const t = useMessages()
  const countId = useId()
  const label = count > 10 ? t('allWalletsCount', { count: Math.floor(count / 10) * 10 }) : undefined
  return (
    <button
      type="button"
      className="list-item"
      aria-describedby={label ? countId : undefined}
      onClick={() => portico.router.push('AllWallets')}
    >
      <span className="all-wallets-icon" aria-hidden="true">
        {[0, 1, 2, 3].map((index) =>
          previews[index] ? <img key={index} src={previews[index]} alt="" /> : <span key={index} />,
        )}
      </span>
      <span className="list-item-label">{t('allWallets')}</span>
      {label ? (
        <span id={countId} className="tag accent" aria-hidden="true">
          <bdi>{label}</bdi>
        </span>
      ) : null}
    </button>
  )
}

function EmailForm() {
  const portico = usePortico()
  const t = useMessages()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  return (
    // The address is checked here and said next to the field, in the modal's language, rather than
    // in the browser's own bubble.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement
        if (!email.trim() || !field.validity.valid) {
          setInvalid(true)
          field.focus()
          return
        }
        portico.router.push('EmailLogin', { email: email.trim() })
      }}
    >
      <div className="input-wrap email-field">
        <MailIcon />
        <input
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          aria-label={t('email')}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setInvalid(false)
          }}
        />
        <button type="submit" className="input-submit" aria-label={t('continueWithEmail')}>
          <ArrowRightIcon />
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className="field-error" role="alert">
          {t('invalidEmail')}
        </p>
      ) : null}
    </form>
  )
}

function serves(connector: Connector, namespace: string): boolean {
  return (connector.chains ?? [connector.chain]).includes(namespace as Connector['chain'])
}

/** A directory wallet without a chain list may support any namespace. */
function supports(wallet: Wallet, namespace: string): boolean {
  return !wallet.chains || wallet.chains.some((chain) => chain.startsWith(`${namespace}:`))
}

/** Connect (docs/rules/screens.md): connect methods in order, wallet groups in connector-group order, All Wallets. */
export function ConnectView() {
  const portico = usePortico()
  const t = useMessages()
  const { features, remoteFeatures } = useStoreState(portico.optionsStore)
  // The project's remote features may turn email and social logins off: until they are known, the
  // logins the page asks for hold their place, so no field shows for a moment and then goes.
  const featuresKnown = remoteFeatures !== undefined
  const { connectors, recentIds, recentWallets } = useStoreState(portico.connectors.store)
  const directory = useStoreState(portico.wallets.store)
  const isMobile = useMemo(() => portico.environment.isMobile(), [portico])
  // Opened from SwitchActiveChain: only wallets for the chosen network's namespace.
  const network = useStoreState(portico.router.store).data?.network
  const namespace = network?.chainNamespace

  const entries = useMemo(
    () =>
      getWalletEntries({
        connectors: namespace ? connectors.filter((connector) => serves(connector, namespace)) : connectors,
        recentIds,
        recentWallets,
        featured: namespace
          ? directory.featured.filter((wallet) => supports(wallet, namespace))
          : directory.featured,
        recommended: namespace
          ? directory.recommended.filter((wallet) => supports(wallet, namespace))
          : directory.recommended,
        customWallets: portico.options.customWallets,
        excludeWalletIds: portico.options.excludeWalletIds,
        order: features.connectorTypeOrder,
        isMobile,
      }),
    [
      connectors,
      recentIds,
      recentWallets,
      directory.featured,
      directory.recommended,
      portico,
      features,
      isMobile,
      namespace,
    ],
  )
  // Only a wallet actually present in this browser moves the wallet method first (docs/rules/screens.md Ordering);
  // the generic Browser Wallet entry without window.ethereum does not count.
  const hasInjected = entries.some((entry) => entry.group === 'injected' && entry.installed)
  // Only methods that can finish are shown: email and social login need an AUTH connector.
  const hasAuthConnector = connectors.some((connector) => connector.type === 'AUTH')
  const hasSocials = Array.isArray(features.socials) && features.socials.length > 0
  const methods = getConnectMethodOrder({
    hasInjectedOrAnnounced: hasInjected,
    override: features.connectMethodsOrder,
  }).filter((method) =>
    method === 'email'
      ? Boolean(features.email) && hasAuthConnector
      : method === 'social'
        ? hasSocials && hasAuthConnector
        : method === 'wallet',
  )

  const previews = directory.recommended.map((wallet) => portico.wallets.imageUrl(wallet))
  // One row per wallet the directory is asked for holds its place while it answers, so the dialog (centred
  // on the page) keeps its height and nothing moves when the list arrives.
  const placeholders = directory.listed
    ? 0
    : (portico.options.featuredWalletIds?.length ?? 0) + WALLET_LIST.recommendedEntries
  const section = (method: (typeof methods)[number]) => {
    if (!featuresKnown && method !== 'wallet') return <LoginPlaceholder method={method} />
    if (method === 'email') return <EmailForm />
    if (method === 'social') return <SocialButtons />
    return (
      <ul className="list" aria-label={t('walletList')} aria-busy={placeholders > 0}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <WalletListItem entry={entry} network={network} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
          <li key={`placeholder-${index}`} className="list-item placeholder" aria-hidden="true">
            <span className="wallet-image" />
            <span className="placeholder-text" />
          </li>
        ))}
        {features.allWallets !== false ? (
          <li>
            <AllWalletsItem count={directory.count} previews={previews} />
          </li>
        ) : null}
      </ul>
    )
  }

  return (
    <div>
      {methods.map((method, index) => (
        <Fragment key={method}>
          {index > 0 ? <div className="separator">{t('or')}</div> : null}
          {section(method)}
        </Fragment>
      ))}
      {features.legalCheckbox ? <p className="legal">{t('legal')}</p> : null}
      <div className="footer">
        <span>{t('newToWallets')}</span>
        <button type="button" className="link" onClick={() => portico.router.push('WhatIsAWallet')}>
          {t('getStarted')}
        </button>
      </div>
    </div>
  )
}
