import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/**
 * The Bitcoin wallet-standard features Portico uses, as ExodusMovement/bitcoin-wallet-standard defines
 * them (MetaMask's bitcoin-wallet-standard has the same shapes, plus `bitcoin:events` and
 * `bitcoin:disconnect` in place of the `standard:` ones). Declared here: the published
 * `@exodus/bitcoin-wallet-standard-features` only has `bitcoin:connect`.
 */
export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const BitcoinSignTransaction = 'bitcoin:signTransaction'
export const BitcoinEvents = 'bitcoin:events'
export const BitcoinDisconnect = 'bitcoin:disconnect'

export type BitcoinAddressPurpose = 'ordinals' | 'payment'

export type BitcoinConnectFeature = {
  readonly [BitcoinConnect]: {
    readonly version: '1.0.0'
    /** Accounts in the order of `purposes`. */
    readonly connect: (input: {
      readonly purposes: BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export type BitcoinSignMessageFeature = {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

export type BitcoinInputToSign = {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number
}

export type BitcoinSignTransactionFeature = {
  readonly [BitcoinSignTransaction]: {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly {
        readonly psbt: Uint8Array
        readonly chain: IdentifierString
        readonly inputsToSign: BitcoinInputToSign[]
      }[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
