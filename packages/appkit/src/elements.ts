import { watchAccount } from '@portico/core'
import { CONNECT_BUTTON_TAG, NETWORK_BUTTON_TAG } from '@portico/html'
import { findAppKit } from './instance.ts'
import { warnUnsupported } from './warnUnsupported.ts'

/** AppKit's elements and the Portico element each one shows, and when. */
const ELEMENTS = {
  'appkit-button': { inner: CONNECT_BUTTON_TAG, shown: 'always' },
  'appkit-connect-button': { inner: CONNECT_BUTTON_TAG, shown: 'disconnected' },
  'appkit-account-button': { inner: CONNECT_BUTTON_TAG, shown: 'connected' },
  'appkit-network-button': { inner: NETWORK_BUTTON_TAG, shown: 'always' },
} as const

type Shown = (typeof ELEMENTS)[keyof typeof ELEMENTS]['shown']

// Attributes Portico's buttons cannot honour (docs/migrate-from-appkit.md says why).
const UNSUPPORTED_ATTRIBUTES = ['size', 'label', 'loading-label', 'loadingLabel', 'namespace']

const HOST_CSS = ':host{display:inline-flex;vertical-align:middle}:host([hidden]){display:none}'

function createElementClass(inner: string, shown: Shown): CustomElementConstructor {
  return class extends HTMLElement {
    static observedAttributes = ['balance', 'disabled', ...UNSUPPORTED_ATTRIBUTES]
    #stop: (() => void) | undefined

    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!root.firstChild) {
        const style = document.createElement('style')
        style.textContent = HOST_CSS
        root.append(style, document.createElement(inner))
      }
      this.#update()
      const appKit = findAppKit()
      if (shown !== 'always' && appKit && !this.#stop) {
        const show = (connected: boolean) => {
          this.hidden = shown === 'connected' ? !connected : connected
        }
        show(appKit.getIsConnectedState())
        this.#stop = watchAccount(appKit.portico, { onChange: (account) => show(account.isConnected) })
      }
    }

    disconnectedCallback() {
      this.#stop?.()
      this.#stop = undefined
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#update()
    }

    #update() {
      const button = this.shadowRoot?.lastElementChild as HTMLElement | null | undefined
      if (!button) return
      button.toggleAttribute('hide-balance', this.getAttribute('balance') === 'hide')
      button.inert = this.hasAttribute('disabled') && this.getAttribute('disabled') !== 'false'
      for (const name of UNSUPPORTED_ATTRIBUTES)
        if (this.hasAttribute(name)) warnUnsupported(`<${this.localName} ${name}>`)
    }
  }
}

/**
 * Defines AppKit's elements, `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>`, each showing Portico's button of `@portico/html` in its shadow root.
 * `createAppKit` calls it; later calls do nothing.
 */
export function defineAppKitElements(): void {
  if (typeof customElements === 'undefined') return
  for (const [tag, { inner, shown }] of Object.entries(ELEMENTS))
    if (!customElements.get(tag)) customElements.define(tag, createElementClass(inner, shown))
}
