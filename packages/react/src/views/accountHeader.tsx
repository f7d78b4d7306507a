import { type CaipNetwork, isFeatureSupported, shortenName } from '@portico/core'
import { useAccount } from '../hooks/useAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { Avatar } from '../ui/avatar.tsx'
import { CopyIcon, ExternalIcon } from '../ui/icons.tsx'
import { NetworkImage } from '../ui/networkImage.tsx'
import { useCopy } from '../ui/useCopy.ts'
import { authDisplayName } from './authUser.ts'
import { useFormatBalance } from './wallet/format.ts'

/** The address page of the network's block explorer (docs/rules/entities.md Account state addressExplorerUrl). */
export function addressExplorerUrl(network: CaipNetwork | undefined, address: string): string | undefined {
  const url = network?.blockExplorers?.default.url
  return url && address ? `${url.replace(/\/+$/, '')}/address/${address}` : undefined
}

/**
 * The Account view's identity (docs/rules/screens.md Account): avatar, name or shortened address with copy and
 * explorer buttons, the balance, and the chips: the network (opens the network list), choose a name,
 * wallets. The chips wrap to a second row rather than cut the network's name; a name longer than the
 * card is cut at its end in any direction (the chip's title has it whole).
 */
export function AccountHeader() {
  const formatBalance = useFormatBalance()
  const portico = usePortico()
  const copy = useCopy()
  const t = useMessages()
  const account = useAccount()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const address = account.address ?? ''
  const symbol = account.balanceSymbol ?? caipNetwork?.nativeCurrency.symbol ?? ''
  const explorer = addressExplorerUrl(caipNetwork, address)
  const { features } = useStoreState(portico.optionsStore)
  const { connectorId } = useStoreState(portico.account.store)
  const login = authDisplayName(portico, connectorId)
  return (
    <div className="identity">
      <Avatar address={address} image={account.profileImage} size={72} className="identity-avatar" />
      <div className="identity-name">
        <span title={address} dir="auto">
          {account.profileName ?? shortenName(address)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('copyAddress')}
          onClick={async (event) => {
            await copy(address, t('addressCopied'), event.currentTarget)
          }}
        >
          <CopyIcon />
        </button>
        {explorer ? (
          <a
            className="icon-button"
            href={explorer}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('blockExplorer')}
            title={t('blockExplorer')}
          >
            <ExternalIcon />
          </a>
        ) : null}
      </div>
      {login ? (
        <div className="identity-login muted" data-testid="auth-login">
          {login}
        </div>
      ) : null}
      <div className="identity-balance">
        <bdi>{`${formatBalance(account.balance)} ${symbol}`.trim()}</bdi>
      </div>
      <div className="identity-actions">
        <button
          type="button"
          className="chip network-chip"
          title={caipNetwork?.name}
          onClick={() => portico.router.push('Networks')}
        >
          <NetworkImage portico={portico} network={caipNetwork} className="chip-image" />
          <span className="chip-label" dir="auto">
            {caipNetwork?.name ?? t('unknownNetwork')}
          </span>
        </button>
        {!account.profileName && caipNetwork && isFeatureSupported({ feature: 'names', caipNetwork }) ? (
          <button type="button" className="chip" onClick={() => portico.router.push('RegisterAccountName')}>
            {t('chooseName')}
          </button>
        ) : null}
        {features.multiWallet ? (
          <button type="button" className="chip" onClick={() => portico.router.push('ProfileWallets')}>
            {t('profileWalletsView')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
