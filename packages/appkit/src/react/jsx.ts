import type { ChainNamespace } from '@portico/core'

type ButtonAttributes = {
  disabled?: boolean | undefined
  balance?: 'show' | 'hide' | undefined
  size?: 'md' | 'sm' | undefined
  label?: string | undefined
  loadingLabel?: string | undefined
  namespace?: ChainNamespace | undefined
}

type ElementProps<attributes> = attributes & {
  class?: string | undefined
  className?: string | undefined
  id?: string | undefined
  style?: Record<string, string | number> | undefined
}

/** AppKit's elements in JSX, so `<appkit-button />` type-checks in a React app as it does with AppKit. */
export type AppKitElements = {
  'appkit-button': ElementProps<ButtonAttributes>
  'appkit-connect-button': ElementProps<Pick<ButtonAttributes, 'size' | 'label' | 'loadingLabel'>>
  'appkit-account-button': ElementProps<Pick<ButtonAttributes, 'disabled' | 'balance'>>
  'appkit-network-button': ElementProps<Pick<ButtonAttributes, 'disabled'>>
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends AppKitElements {}
  }
}
