const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** The focused element, looking inside shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  if (active?.shadowRoot) return deepActiveElement(active.shadowRoot) ?? active
  return active
}

/** Keeps Tab and Shift+Tab inside `container` (docs/architecture.md focus trap). */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return
  const elements = focusableIn(container)
  if (elements.length === 0) {
    event.preventDefault()
    return
  }
  const first = elements[0]!
  const last = elements[elements.length - 1]!
  const active = deepActiveElement()
  const inside = active instanceof HTMLElement && container.contains(active)
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}
