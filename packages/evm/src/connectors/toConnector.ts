import type { Connector } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** docs/rules/entities.md connector id of the legacy `window.ethereum` injected connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && !!(window as { ethereum?: unknown }).ethereum
}

/** An EIP-6963 wallet (docs/rules/entities.md): ANNOUNCED, its rdns as id. */
export function toAnnouncedConnector(info: {
  rdns: string
  name: string
  icon?: string | undefined
}): Connector {
  return {
    id: info.rdns,
    name: info.name,
    chain: 'eip155',
    type: 'ANNOUNCED',
    rdns: info.rdns,
    installed: true,
    ...(info.icon ? { imageUrl: info.icon } : {}),
  }
}

/** The legacy `window.ethereum` connector, the INJECTED 'Browser Wallet'. */
export function toBrowserWalletConnector(icon?: string | undefined): Connector {
  return {
    id: INJECTED_CONNECTOR_ID,
    name: 'Browser Wallet',
    chain: 'eip155',
    type: 'INJECTED',
    installed: hasWindowEthereum(),
    ...(icon ? { imageUrl: icon } : {}),
  }
}

/** The WalletConnect connector: one session for every namespace the dapp configured (MULTI_CHAIN). */
export function toWalletConnectConnector(connector: {
  id: string
  name: string
  icon?: string | undefined
}): Connector {
  return {
    id: connector.id,
    name: connector.name,
    chain: 'eip155',
    chains: ['eip155'],
    type: 'WALLET_CONNECT',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
  }
}

/** The embedded wallet (email, social and Farcaster login): the AUTH connector of docs/rules/entities.md, id `ID_AUTH`. */
export function toAuthConnector(): Connector {
  return { id: 'ID_AUTH', name: 'Email', chain: 'eip155', chains: ['eip155'], type: 'AUTH' }
}

/**
 * The Portico connector (docs/rules/entities.md) of a wagmi connector: EIP-6963 wallets (`announced`) are ANNOUNCED
 * with their rdns as id, `window.ethereum` is the INJECTED 'Browser Wallet', WalletConnect is
 * WALLET_CONNECT and everything else EXTERNAL.
 */
export function toConnector(connector: WagmiConnector, options: { announced: boolean }): Connector {
  if (options.announced) {
    return toAnnouncedConnector({ rdns: connector.id, name: connector.name, icon: connector.icon })
  }
  if (connector.id === INJECTED_CONNECTOR_ID) return toBrowserWalletConnector(connector.icon)
  if (connector.type === 'portico-auth') return toAuthConnector()
  const image = connector.icon ? { imageUrl: connector.icon } : {}
  const type =
    connector.type === 'walletConnect'
      ? 'WALLET_CONNECT'
      : connector.type === 'injected'
        ? 'INJECTED'
        : 'EXTERNAL'
  if (type === 'WALLET_CONNECT') return toWalletConnectConnector(connector)
  return { id: connector.id, name: connector.name, chain: 'eip155', type, ...image }
}
