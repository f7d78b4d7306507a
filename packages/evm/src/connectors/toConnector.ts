import type { Connector } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'

/** SPEC §3 connector id of the legacy `window.ethereum` injected connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

function hasWindowEthereum(): boolean {
  return typeof window !== 'undefined' && !!(window as { ethereum?: unknown }).ethereum
}

/**
 * The Portico connector (SPEC §3) of a wagmi connector: EIP-6963 wallets (`announced`) are ANNOUNCED
 * with their rdns as id, `window.ethereum` is the INJECTED 'Browser Wallet', WalletConnect is
 * WALLET_CONNECT and everything else EXTERNAL.
 */
export function toConnector(connector: WagmiConnector, options: { announced: boolean }): Connector {
  const image = connector.icon ? { imageUrl: connector.icon } : {}
  if (options.announced) {
    return {
      id: connector.id,
      name: connector.name,
      chain: 'eip155',
      type: 'ANNOUNCED',
      rdns: connector.id,
      installed: true,
      ...image,
    }
  }
  if (connector.id === INJECTED_CONNECTOR_ID) {
    return {
      id: INJECTED_CONNECTOR_ID,
      name: 'Browser Wallet',
      chain: 'eip155',
      type: 'INJECTED',
      installed: hasWindowEthereum(),
      ...image,
    }
  }
  const type =
    connector.type === 'walletConnect'
      ? 'WALLET_CONNECT'
      : connector.type === 'injected'
        ? 'INJECTED'
        : 'EXTERNAL'
  if (type === 'WALLET_CONNECT')
    return { id: connector.id, name: connector.name, chain: 'eip155', chains: ['eip155'], type, ...image }
  return { id: connector.id, name: connector.name, chain: 'eip155', type, ...image }
}
