import type { ViewCatalogue } from '../messages/index.ts'

/** ProfileWallets' texts, in its chunk. */
export const PROFILE_WALLETS_MESSAGES = {
  id: 'profileWallets',
  en: {
    walletConnected: 'Connected',
    walletActive: 'Active',
    walletDisconnected: 'Disconnected',
    switchWallet: 'Switch',
    reconnectWallet: 'Reconnect',
    disconnectWallet: 'Disconnect {name}',
    addWallet: 'Add wallet',
    disconnectAll: 'Disconnect all',
    evmNetworks: 'EVM Networks',
  },
} as const satisfies ViewCatalogue
