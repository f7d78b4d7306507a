const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#3b6cf6"/>' +
  '<path d="M29 38c10.5-10.3 27.5-10.3 38 0l1.3 1.2a1.3 1.3 0 0 1 0 1.9l-4.3 4.2a.7.7 0 0 1-1 0l-1.7-1.7c-7.3-7.2-19.3-7.2-26.6 0l-1.9 1.8a.7.7 0 0 1-1 0l-4.3-4.2a1.3 1.3 0 0 1 0-1.9zm47 8.7 3.8 3.8a1.3 1.3 0 0 1 0 1.9l-17.3 17a1.4 1.4 0 0 1-1.9 0L48.3 57.3a.3.3 0 0 0-.5 0L35.5 69.4a1.4 1.4 0 0 1-1.9 0l-17.3-17a1.3 1.3 0 0 1 0-1.9l3.8-3.8a1.4 1.4 0 0 1 1.9 0l12.3 12.1a.3.3 0 0 0 .5 0l12.3-12.1a1.4 1.4 0 0 1 1.9 0l12.3 12.1a.3.3 0 0 0 .5 0l12.3-12.1a1.4 1.4 0 0 1 1.9 0z" fill="#fff"/>' +
  '</svg>'

/** The WalletConnect connector's icon, an SVG data URI. */
export const WALLET_CONNECT_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`
