import { registry } from './registry.ts'

export const CONNECT_BUTTON_TAG = 'portico-connect-button'
export const NETWORK_BUTTON_TAG = 'portico-network-button'

// The host keeps the button's height while React loads, so the page does not shift when it appears.
const HOST_CSS =
  ':host{display:inline-flex;vertical-align:middle;min-height:40px}:host([hidden]){display:none}'

let hostSheet: CSSStyleSheet | undefined

function adoptHostStyles(root: ShadowRoot) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined') {
    if (!hostSheet) {
      hostSheet = new CSSStyleSheet()
      hostSheet.replaceSync(HOST_CSS)
    }
    if (!root.adoptedStyleSheets.includes(hostSheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, hostSheet]
    return
  }
  if (root.querySelector('style[data-portico-host]')) return
  const style = document.createElement('style')
  style.setAttribute('data-portico-host', '')
  style.textContent = HOST_CSS
  root.prepend(style)
}

function createElementClass(kind: 'connect' | 'network'): CustomElementConstructor {
  return class extends HTMLElement {
    static observedAttributes = ['hide-balance']

    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      adoptHostStyles(root)
      registry.set({ kind, host: this, root, hideBalance: this.hasAttribute('hide-balance') })
    }

    disconnectedCallback() {
      registry.delete(this)
    }

    attributeChangedCallback() {
      if (this.isConnected) this.connectedCallback()
    }
  }
}

/**
 * Defines `<portico-connect-button>` and `<portico-network-button>` (once; later calls do nothing).
 * `createPorticoModal` calls it, so a page rarely needs to. Elements already in the page upgrade.
 *
 * @example
 * import { defineElements } from '@portico/html'
 * defineElements()
 */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return
  if (!customElements.get(CONNECT_BUTTON_TAG))
    customElements.define(CONNECT_BUTTON_TAG, createElementClass('connect'))
  if (!customElements.get(NETWORK_BUTTON_TAG))
    customElements.define(NETWORK_BUTTON_TAG, createElementClass('network'))
}
