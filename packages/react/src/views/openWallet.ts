import type { Connector, Portico, Wallet } from '@portico/core'

/**
 * Opens the frame for a chosen wallet: ConnectingExternal when a usable connector is in this browser,
 * otherwise ConnectingWalletConnect, which shows where to get the wallet.
 */
export function openWallet(
  portico: Portico,
  item: { connector?: Connector | undefined; wallet?: Wallet | undefined },
) {
  if (item.connector && item.connector.installed !== false) {
    portico.router.push('ConnectingExternal', { connector: item.connector, wallet: item.wallet })
  } else {
    portico.router.push('ConnectingWalletConnect', { connector: item.connector, wallet: item.wallet })
  }
}
