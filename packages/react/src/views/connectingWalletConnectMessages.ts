import type { ViewCatalogue } from '../messages/index.ts'

/** The WalletConnect views' texts, in the view's chunk rather than in the page's first download. */
export const WALLET_CONNECT_MESSAGES = {
  id: 'walletConnect',
  en: {
    connectionRejected: 'Connection rejected',
    getWallet: 'Get {name}',
    notInstalled: '{name} is not installed in this browser.',
    openWallet: 'Open {name}',
    scanWithWallet: 'Scan with {name} on your phone, or open it here.',
    scanAnyWallet: 'Scan with a WalletConnect wallet on your phone',
    qrCodeFor: 'QR code to connect {name}',
    preparingQr: 'Preparing your QR code',
    relayUnavailable: 'Can’t reach the connection relay',
    relayRetrying: 'Retrying… The QR code appears as soon as it answers.',
    orScanQr: 'Or scan the QR code',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    getExtension: 'Get the extension',
    getApp: 'Get the app',
    website: 'Website',
    openAWallet: 'Open a wallet',
    scanFromAnotherDevice: 'Scan with a WalletConnect wallet on another device',
  },
} as const satisfies ViewCatalogue
