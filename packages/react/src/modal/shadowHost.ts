import { useLayoutEffect, useState } from 'react'
import { MODAL_CSS } from './styles.ts'

function adoptStyles(shadow: ShadowRoot) {
  const Sheet = globalThis.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in shadow && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet()
    sheet.replaceSync(MODAL_CSS)
    shadow.adoptedStyleSheets = [sheet]
    return
  }
  const style = document.createElement('style')
  style.textContent = MODAL_CSS
  shadow.appendChild(style)
}

/** Creates `<portico-modal>` on the body with an open shadow root holding the modal styles. */
export function useShadowRoot(): ShadowRoot | undefined {
  const [shadow, setShadow] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const host = document.createElement('portico-modal')
    host.setAttribute('data-portico', '')
    document.body.appendChild(host)
    const root = host.attachShadow({ mode: 'open' })
    adoptStyles(root)
    setShadow(root)
    return () => host.remove()
  }, [])
  return shadow
}
