import { useLayoutEffect, useState } from 'react'
import { adoptStyles } from './adoptStyles.ts'
import { MODAL_CSS } from './styles.ts'

/** Creates `<portico-modal>` on the body with an open shadow root holding the modal styles. */
export function useShadowRoot(): ShadowRoot | undefined {
  const [shadow, setShadow] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const host = document.createElement('portico-modal')
    host.setAttribute('data-portico', '')
    document.body.appendChild(host)
    const root = host.attachShadow({ mode: 'open' })
    adoptStyles(root, MODAL_CSS)
    setShadow(root)
    return () => host.remove()
  }, [])
  return shadow
}
