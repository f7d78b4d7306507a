import { PorticoError } from '@portico/core'
import { useMessages } from '../hooks/use-messages.ts'
import { usePortico } from '../hooks/use-portico.ts'
import { useStoreState } from '../hooks/use-store.ts'

/** The network list (SPEC §4 Switching network): a failed switch goes back one view. */
export function NetworksView({ unsupported = false }: { unsupported?: boolean }) {
  const portico = usePortico()
  const t = useMessages()
  const { caipNetwork, requestedCaipNetworks } = useStoreState(portico.networks.store)
  return (
    <>
      {unsupported ? <p className="muted notice">{t('unsupportedChainText')}</p> : null}
      <ul className="list" aria-label={t('networks')}>
        {requestedCaipNetworks.map((network) => {
          const current = network.caipNetworkId === caipNetwork?.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="list-item"
                aria-current={current}
                onClick={async () => {
                  try {
                    await portico.switchNetwork(network)
                    portico.toast.show('success', t('networkSwitched', { network: network.name }))
                  } catch (error) {
                    portico.toast.show(
                      'error',
                      error instanceof PorticoError ? error.shortMessage : t('switchFailed'),
                    )
                  }
                  if (unsupported) portico.close()
                  else portico.goBack()
                }}
              >
                <span className="network-icon" aria-hidden="true">
                  {network.name.charAt(0)}
                </span>
                <span className="list-item-label">{network.name}</span>
                {current ? (
                  <span className="tag success" aria-hidden="true">
                    {t('currentNetwork')}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
