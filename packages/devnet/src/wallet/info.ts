const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#1f2a5c"/>' +
  '<path d="M22 74V34a26 26 0 0 1 52 0v40" fill="none" stroke="#8fa2ff" stroke-width="9" stroke-linecap="round"/>' +
  '<path d="M38 74V40a10 10 0 0 1 20 0v34" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>' +
  '<circle cx="48" cy="22" r="5" fill="#ffd166"/></svg>'

/** The dev wallet's icon, an SVG data URI (an arch: Portico's gateway). */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const

/** EIP-6963 provider info of the Portico Dev Wallet. */
export const DEV_WALLET_INFO = {
  uuid: '3f7d1c52-5a0e-4b7e-9a43-6d0c2f8e1b27',
  name: 'Portico Dev Wallet',
  icon: DEV_WALLET_ICON,
  rdns: 'dev.portico.wallet',
} as const

export type DevWalletInfo = {
  uuid: string
  name: string
  icon: `data:image/${string}`
  rdns: string
}
