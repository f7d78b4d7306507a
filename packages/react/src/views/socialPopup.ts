/** docs/rules/screens.md: the social login popup is 600 wide by 800 high. */
const POPUP_FEATURES = 'width=600,height=800,popup=yes'

let pending: Window | null = null

/**
 * Opens the social login popup in the click itself (a popup opened later, after a request, is blocked)
 * on a blank page; ConnectingSocial takes it and sends it to the provider.
 */
export function openSocialPopup(): void {
  pending?.close()
  const left = Math.max(0, (window.screenX ?? 0) + (window.outerWidth - 600) / 2)
  const top = Math.max(0, (window.screenY ?? 0) + (window.outerHeight - 800) / 2)
  pending = window.open('about:blank', 'portico-social', `${POPUP_FEATURES},left=${left},top=${top}`)
}

/** The popup the last click opened, once. */
export function takeSocialPopup(): Window | null {
  const popup = pending
  pending = null
  return popup
}
