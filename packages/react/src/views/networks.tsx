import { type CaipNetwork, PorticoError, selectNetwork } from '@portico/core'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { NetworkImage } from '../ui/networkImage.tsx'
import { NETWORK_IMAGE_CSS } from '../ui/networkImageCss.ts'
import { NETWORKS_CSS } from './networksCss.ts'

/**
 * The network list, and UnsupportedChain when the wallet is on a network the dapp does not support:
 * every configured network with its logo, the current one marked, the ones the connection did not
 * approve disabled. Choosing one follows SPEC §4 Switching network (the `selectNetwork` action).
 */
export function NetworksView({ unsupported = false }: { unsupported?: boolean }) {
  useAdoptedStyles(NETWORK_IMAGE_CSS)
  useAdoptedStyles(NETWORKS_CSS)
  const portico = usePortico()
  const t = useMessages()
  const state = useStoreState(portico.networks.store)

  const choose = async (network: CaipNetwork) => {
    try {
      await selectNetwork(portico, { caipNetwork: network })
    } catch (error) {
      portico.toast.show('error', error instanceof PorticoError ? error.shortMessage : t('switchFailed'))
    }
  }

  return (
    <>
      {unsupported ? <p className="muted notice">{t('unsupportedChainText')}</p> : null}
      <ul className="list network-list" aria-label={t('networks')}>
        {state.requestedCaipNetworks.map((network) => {
          const current = network.caipNetworkId === state.caipNetwork?.caipNetworkId
          const approved =
            state.supportsAllNetworks || state.approvedCaipNetworkIds.includes(network.caipNetworkId)
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="list-item network-item"
                aria-current={current || undefined}
                disabled={!approved}
                data-network={network.caipNetworkId}
                onClick={() => void choose(network)}
              >
                <NetworkImage portico={portico} network={network} />
                <span className="list-item-label">{network.name}</span>
                {current ? (
                  <span className="tag success">
                    <span className="status-dot" aria-hidden="true" />
                    {t('currentNetwork')}
                  </span>
                ) : !approved ? (
                  <span className="tag">{t('networkUnavailable')}</span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
