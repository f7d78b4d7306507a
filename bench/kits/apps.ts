import { join } from 'node:path'

/** An element the harness waits for; `shadow` searches every open shadow root too (AppKit's web components). */
export type Target = { selector: string; shadow: boolean }

export type KitApp = {
  /** Folder under bench/anchors/apps/ and the key in the results. */
  id: string
  label: string
  /** The packages the app imports: the roots of its installed closure. */
  packages: string[]
  button: Target
  /** The first wallet row of the kit's modal; pages without a modal have none. */
  firstRow?: Target
  /** Built with Portico's workspace sources and served against a @portico/server on 127.0.0.1. */
  portico?: true
}

export const APPS_DIR = join(import.meta.dirname, '..', 'anchors', 'apps')

const REACT = ['react', 'react-dom']
const WAGMI = [...REACT, 'wagmi', 'viem', '@tanstack/react-query']

export const REACT_ONLY: KitApp = {
  id: 'reactOnly',
  label: 'React-only page (a plain button)',
  packages: REACT,
  button: { selector: 'button', shadow: false },
}

export const WAGMI_BASELINE: KitApp = {
  id: 'wagmiBaseline',
  label: 'baseline: react + wagmi + viem, injected connect button',
  packages: WAGMI,
  button: { selector: 'button', shadow: false },
}

export const PORTICO: KitApp = {
  id: 'portico',
  label: 'Portico (createPortico + lazyEvmAdapter + ConnectButton)',
  packages: [...REACT, '@portico/core', '@portico/evm', '@portico/react'],
  button: { selector: 'button.portico-button', shadow: false },
  // The Connect view's wallet rows (buttons; the placeholder rows shown while the directory answers are
  // not); the All Wallets row has the four-icon preview instead of an image.
  firstRow: { selector: '[role="dialog"] button.list-item:not(:has(.all-wallets-icon))', shadow: true },
  portico: true,
}

export const PORTICO_ALL_CHAINS: KitApp = {
  ...PORTICO,
  id: 'porticoAllChains',
  label: 'Portico, every chain (lazy EVM, Solana and Bitcoin adapters)',
  packages: [...PORTICO.packages, '@portico/solana', '@portico/bitcoin'],
}

const APPKIT_BUTTON: Target = { selector: 'wui-connect-button', shadow: true }
// Wallet rows are w3m-list-wallet hosts with a wallet-selector-* test id ("Search Wallet" has another).
const APPKIT_ROW: Target = { selector: '[data-testid^="wallet-selector-"]', shadow: true }

export const ANCHORS: KitApp[] = [
  {
    id: 'appkit',
    label: 'Reown AppKit (wagmi adapter, EVM)',
    packages: [...WAGMI, '@reown/appkit', '@reown/appkit-adapter-wagmi'],
    button: APPKIT_BUTTON,
    firstRow: APPKIT_ROW,
  },
  {
    id: 'appkitMultichain',
    label: 'Reown AppKit multichain (wagmi + Solana adapters)',
    packages: [...WAGMI, '@reown/appkit', '@reown/appkit-adapter-wagmi', '@reown/appkit-adapter-solana'],
    button: APPKIT_BUTTON,
    firstRow: APPKIT_ROW,
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit',
    packages: [...WAGMI, '@rainbow-me/rainbowkit'],
    button: { selector: '[data-testid="rk-connect-button"]', shadow: false },
    firstRow: { selector: '[data-testid^="rk-wallet-option-"]', shadow: false },
  },
  {
    id: 'connectkit',
    label: 'ConnectKit',
    packages: [...WAGMI, 'connectkit'],
    // styled-components class names are hashed: the button is the page's only one before the click, and
    // wallet rows are the dialog's type="button" buttons ("Continue with Aave" has no type).
    button: { selector: 'button', shadow: false },
    firstRow: { selector: '[role="dialog"] button[type="button"]', shadow: false },
  },
]

/** The npm packages whose versions the report lists. */
export const ANCHOR_PACKAGES = [
  '@reown/appkit',
  '@reown/appkit-adapter-wagmi',
  '@reown/appkit-adapter-solana',
  '@rainbow-me/rainbowkit',
  'connectkit',
  'wagmi',
  '@wagmi/core',
  'viem',
  '@tanstack/react-query',
  'react',
  'react-dom',
]
