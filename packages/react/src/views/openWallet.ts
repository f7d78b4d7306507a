import type { CaipNetwork, Connector, Portico, Wallet } from '@portico/core'

/**
 * Opens the frame for a chosen wallet: ConnectingExternal when a usable connector is in this browser,
 * otherwise ConnectingWalletConnect: the QR code and the wallet's links (or where to get the wallet when
 * WalletConnect is not set up). The WalletConnect entry itself opens the QR code. A `network`
 * (SwitchActiveChain) goes along, so the connection is made on that network.
 */
export function openWallet(
  portico: Portico,
  item: { connector?: Connector | undefined; wallet?: Wallet | undefined; network?: CaipNetwork | undefined },
) {
  const data = { connector: item.connector, wallet: item.wallet, network: item.network }
  if (item.connector?.type === 'WALLET_CONNECT') {
    portico.router.push('ConnectingWalletConnect', data)
  } else if (item.connector && item.connector.installed !== false) {
    portico.router.push('ConnectingExternal', data)
  } else {
    portico.router.push('ConnectingWalletConnect', data)
  }
}
