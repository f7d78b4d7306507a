import { type CaipNetwork, CHAIN_NAMESPACE_NAMES, type ChainNamespace, selectNetwork } from '@portico/core'
import { useErrorText, useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { NetworkImage } from '../ui/networkImage.tsx'
import { NETWORK_IMAGE_CSS } from '../ui/networkImageCss.ts'
import { NETWORKS_CSS } from './networksCss.ts'
import { NETWORKS_MESSAGES } from './networksMessages.ts'

/** The networks grouped by namespace, in the order the dapp configured them. */
function groupByNamespace(networks: readonly CaipNetwork[]): [ChainNamespace, CaipNetwork[]][] {
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    const group = groups.get(network.chainNamespace) ?? []
    group.push(network)
    groups.set(network.chainNamespace, group)
  }
  return [...groups]
}

/**
 * The network list, and UnsupportedChain when the wallet is on a network the dapp does not support:
 * every configured network with its logo, grouped under the namespace's display name when the dapp
 * serves several, the current one marked, the ones the connection did not approve disabled. Choosing
 * one follows docs/rules/states.md Switching network (the `selectNetwork` action).
 */
export function NetworksView({ unsupported = false }: { unsupported?: boolean }) {
  useAdoptedStyles(NETWORK_IMAGE_CSS)
  useAdoptedStyles(NETWORKS_CSS)
  const portico = usePortico()
  const t = useViewMessages(NETWORKS_MESSAGES)
  const errorText = useErrorText()
  const state = useStoreState(portico.networks.store)

  const groups = groupByNamespace(state.requestedCaipNetworks)
  const grouped = groups.length > 1

  const choose = async (network: CaipNetwork) => {
    try {
      await selectNetwork(portico, { caipNetwork: network })
    } catch (error) {
      portico.toast.show('error', errorText(error) ?? t('switchFailed'))
    }
  }

  return (
    <>
      {unsupported ? <p className="muted notice">{t('unsupportedChainText')}</p> : null}
      {groups.map(([namespace, networks]) => {
        // The EVM group's name is words to translate; the others are the chains' own names.
        const title = namespace === 'eip155' ? t('evmNetworks') : CHAIN_NAMESPACE_NAMES[namespace]
        return (
          <section key={namespace} className="network-group" aria-label={grouped ? title : undefined}>
            {grouped ? <h3 className="network-group-title">{title}</h3> : null}
            <ul className="list network-list" aria-label={grouped ? title : t('networks')}>
              {networks.map((network) => {
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
          </section>
        )
      })}
    </>
  )
}
