import type { ViewCatalogue } from '../messages/index.ts'

/** ConnectingSocial's and ConnectingFarcaster's texts, in their chunks. */
export const CONNECTING_SOCIAL_MESSAGES = {
  id: 'connectingSocial',
  en: {
    continueInPopup: 'Continue in the {provider} window',
    popupHint: 'Sign in there; this window connects when you are done.',
    popupClosed: 'Popup closed',
    socialFailed: 'Failed to initiate social connection',
    tryAgain: 'Try again',
    farcasterScan: 'Scan with your phone’s camera or the Farcaster app',
    farcasterQr: 'QR code to sign in with Farcaster',
    farcasterFailed: 'Failed to connect to farcaster',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    farcasterApprove: 'Sign in with the Farcaster app',
    openFarcaster: 'Open Farcaster',
    farcasterOrScan: 'Or scan the QR code from another device',
  },
} as const satisfies ViewCatalogue
