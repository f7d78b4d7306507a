import { CHAIN_NAMESPACE_NAMES } from '@portico/core'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { WalletIcon } from '../ui/icons.tsx'
import { NetworkImage } from '../ui/networkImage.tsx'
import { NETWORK_IMAGE_CSS } from '../ui/networkImageCss.ts'
import { SWITCH_ACTIVE_CHAIN_MESSAGES } from './switchActiveChainMessages.ts'
import { SWITCH_NETWORK_CSS } from './switchNetworkCss.ts'

/**
 * SwitchActiveChain (docs/rules/screens.md, states.md): the chosen network's namespace has no connected address, so the
 * connected wallet cannot switch to it; the user is offered to connect a wallet for that namespace.
 */
export function SwitchActiveChainView() {
  useAdoptedStyles(NETWORK_IMAGE_CSS)
  useAdoptedStyles(SWITCH_NETWORK_CSS)
  const portico = usePortico()
  const t = useViewMessages(SWITCH_ACTIVE_CHAIN_MESSAGES)
  const { data } = useStoreState(portico.router.store)
  const network = data?.network
  const chainNamespace = network?.chainNamespace
  const namespace =
    chainNamespace === 'eip155'
      ? t('evmNetworks')
      : chainNamespace
        ? CHAIN_NAMESPACE_NAMES[chainNamespace]
        : ''
  return (
    <div className="connecting">
      <div className="connecting-logo network-logo">
        <NetworkImage portico={portico} network={network} />
      </div>
      <p className="connecting-title">{t('switchActiveChainTitle', { namespace })}</p>
      <p className="muted">{t('switchActiveChainText', { namespace })}</p>
      <div className="actions">
        <button
          type="button"
          className="primary-button"
          onClick={() => portico.router.push('Connect', network ? { network } : undefined)}
        >
          <WalletIcon />
          {t('connectNamespaceWallet', { namespace })}
        </button>
      </div>
    </div>
  )
}
