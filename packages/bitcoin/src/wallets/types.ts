import type { ConnectedWallet } from '@portico/core'
import type { BitcoinChain } from '../networks/bitcoinChains.ts'

/** How a message is signed: BIP-322 (simple, witness-serialized) or the legacy ECDSA signature (BIP-137). */
export type MessageSigningProtocol = 'BIP322' | 'ECDSA'

/** One account of a Bitcoin connection (docs/rules/entities.md Account): a payment or an ordinals address. */
export type BitcoinAccount = {
  address: string
  type: 'payment' | 'ordinal'
  /** Hex: a compressed key, or an x-only key for a taproot address. */
  publicKey?: string | undefined
  /** The derivation path, when the wallet tells it. */
  path?: string | undefined
}

/** The accounts a wallet exposes to the dapp and the chain they are on. */
export type BitcoinWalletState = { accounts: readonly BitcoinAccount[]; chain: BitcoinChain }

export type SignedMessage = {
  address: string
  /** Base64: the BIP-322 witness serialization, or the 65-byte legacy signature. */
  signature: string
  protocol: MessageSigningProtocol
}

export type SignedPsbt = {
  /** The PSBT with the wallet's signatures, base64. */
  psbt: string
  /** The transaction id when the wallet broadcast it. */
  txid?: string | undefined
}

/** A recipient of a transfer; `amount` in sats. */
export type TransferRecipient = { address: string; amount: bigint }

/** What the adapter asks of a Bitcoin wallet, whichever protocol (wallet-standard or sats-connect) it speaks. */
export type BitcoinWalletClient = {
  readonly name: string
  /** The wallet behind the client when the client is not the wallet itself (a WalletConnect peer). */
  readonly wallet?: ConnectedWallet | undefined
  /** Asks for the payment and ordinals accounts; `silent` only reads an authorization the wallet already gave (undefined when none). */
  connect(parameters: { chain: BitcoinChain; silent: boolean }): Promise<BitcoinWalletState | undefined>
  /** Moves the wallet to another chain and returns its accounts; undefined when it has none there. */
  switchChain(chain: BitcoinChain): Promise<BitcoinWalletState | undefined>
  disconnect(): Promise<void>
  /** Follows the wallet's account and network changes; `undefined` when it no longer exposes accounts. */
  watch(listener: (state: BitcoinWalletState | undefined) => void): () => void
  signMessage(parameters: {
    address: string
    message: string
    protocol: MessageSigningProtocol
  }): Promise<SignedMessage>
  signPsbt(parameters: {
    psbt: string
    /** Input indexes to sign, per address of the connection. */
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast: boolean
  }): Promise<SignedPsbt>
  /** The wallet's own transfer (it picks the inputs and broadcasts), when it has one; returns the txid. */
  sendTransfer?: ((recipients: readonly TransferRecipient[]) => Promise<string>) | undefined
  /** How many recipients `sendTransfer` pays at most (WalletConnect's: one); Portico builds a PSBT for more. */
  maxTransferRecipients?: number | undefined
}
