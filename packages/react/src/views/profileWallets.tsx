import {
  CHAIN_NAMESPACE_NAMES,
  type ChainNamespace,
  type ConnectionWithStatus,
  closeModal,
  disconnect,
  shortenName,
  switchConnection,
} from '@portico/core'
import { useConnections } from '../hooks/useConnections.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { DisconnectIcon } from '../ui/icons.tsx'
import { WalletImage } from '../ui/walletImage.tsx'
import { openWallet } from './openWallet.ts'
import { PROFILE_WALLETS_CSS } from './profileWalletsCss.ts'
import { PROFILE_WALLETS_MESSAGES } from './profileWalletsMessages.ts'
import { entryImage } from './useImageUrl.ts'

const STATUS = {
  connected: 'walletConnected',
  active: 'walletActive',
  disconnected: 'walletDisconnected',
} as const

/**
 * ProfileWallets (docs/rules/screens.md, states.md connection status; remote feature multiWallet): every connection per
 * namespace as connected, active or disconnected; switch to an active one, reconnect a disconnected
 * one through its connection method, disconnect one or all, or add another wallet.
 */
export function ProfileWalletsView() {
  useAdoptedStyles(PROFILE_WALLETS_CSS)
  const portico = usePortico()
  const t = useViewMessages(PROFILE_WALLETS_MESSAGES)
  const connections = useConnections({ includeDisconnected: true })
  const namespaces = [...new Set(connections.map((connection) => connection.namespace))] as ChainNamespace[]
  const live = connections.filter((connection) => connection.status !== 'disconnected')

  const row = (connection: ConnectionWithStatus) => {
    const connector = portico.connectors.getConnector(connection.connectorId)
    const name = connection.wallet?.name ?? connector?.name ?? connection.connectorId
    const address = connection.accounts[0]?.address ?? ''
    return (
      <li key={`${connection.namespace}:${connection.connectorId}`} className="profile-wallet">
        <WalletImage src={entryImage(portico, { connector })} name={name} />
        <span className="profile-wallet-main">
          <strong dir="auto" title={name}>
            {name}
          </strong>
          <span className={`profile-wallet-status ${connection.status}`}>
            {`${t(STATUS[connection.status])} · ${shortenName(address)}`}
          </span>
        </span>
        {connection.status === 'active' ? (
          <button
            type="button"
            className="chip"
            onClick={() =>
              void switchConnection(portico, {
                connectorId: connection.connectorId,
                namespace: connection.namespace,
              }).catch((error: Error) => portico.toast.show('error', error.message))
            }
          >
            {t('switchWallet')}
          </button>
        ) : null}
        {connection.status === 'disconnected' ? (
          <button type="button" className="chip" onClick={() => openWallet(portico, { connector })}>
            {t('reconnectWallet')}
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={t('disconnectWallet', { name })}
            onClick={() =>
              void disconnect(portico, {
                connectorId: connection.connectorId,
                namespace: connection.namespace,
              })
            }
          >
            <DisconnectIcon />
          </button>
        )}
      </li>
    )
  }

  return (
    <div className="profile-wallets">
      {namespaces.map((namespace) => {
        const title = namespace === 'eip155' ? t('evmNetworks') : CHAIN_NAMESPACE_NAMES[namespace]
        return (
          <section key={namespace} aria-label={title}>
            <h3>{title}</h3>
            <ul>{connections.filter((connection) => connection.namespace === namespace).map(row)}</ul>
          </section>
        )
      })}
      <div className="profile-wallets-actions">
        <button type="button" className="secondary-button" onClick={() => portico.router.push('Connect')}>
          {t('addWallet')}
        </button>
        <button
          type="button"
          className="secondary-button danger"
          disabled={live.length === 0}
          onClick={async () => {
            for (const connection of live) {
              await disconnect(portico, {
                connectorId: connection.connectorId,
                namespace: connection.namespace,
              })
            }
            closeModal(portico)
          }}
        >
          {t('disconnectAll')}
        </button>
      </div>
    </div>
  )
}
