import { startTransition, useLayoutEffect, useState } from 'react'
import { adoptStyles } from './adoptStyles.ts'
import { MODAL_CSS } from './styles.ts'

export type UseShadowRootParameters = {
  /** A host nobody sees or reaches (the warm-up render): invisible, inert and out of the accessibility tree. */
  hidden?: boolean | undefined
}

/** Creates `<portico-modal>` on the body with an open shadow root holding the modal styles. */
export function useShadowRoot({ hidden = false }: UseShadowRootParameters = {}): ShadowRoot | undefined {
  const [shadow, setShadow] = useState<ShadowRoot>()
  useLayoutEffect(() => {
    const host = document.createElement('portico-modal')
    host.setAttribute('data-portico', '')
    if (hidden) {
      host.inert = true
      host.setAttribute('aria-hidden', 'true')
      // Laid out (the warm-up's point) but never painted over the page nor reached by a pointer.
      host.style.cssText = 'position:fixed;visibility:hidden;pointer-events:none'
    }
    document.body.appendChild(host)
    const root = host.attachShadow({ mode: 'open' })
    adoptStyles(root, MODAL_CSS)
    // The hidden render yields to the visitor's input; a visible one shows in this task.
    if (hidden) startTransition(() => setShadow(root))
    else setShadow(root)
    return () => host.remove()
  }, [hidden])
  return shadow
}
