/** The message protocols the dev wallet signs with (sats-connect's `MessageSigningProtocols`). */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA'

/** An address as sats-connect returns it (`getAccounts`, `wallet_connect`), with its BIP-32 path. */
export type BitcoinDevAddress = {
  address: string
  /** Hex: compressed for payment, x-only (the BIP-86 internal key) for ordinals. */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
  path: string
}

/**
 * The dev wallet's Bitcoin keys and rules, shared by its two faces (the wallet-standard wallet and
 * the sats-connect provider): one authorization, one approval prompt per request, one account at a time.
 */
export type BitcoinDevWalletCore = {
  readonly name: string
  readonly icon: `data:image/svg+xml;base64,${string}`
  authorized(): boolean
  /** Asks the visitor to connect unless the page is authorized already. */
  connect(method: string): Promise<void>
  /** Forgets the page's authorization (the wallet's faces report no accounts). */
  revoke(): void
  /** The current account's payment and ordinals addresses. */
  addresses(): readonly BitcoinDevAddress[]
  signMessage(parameters: {
    method: string
    address: string
    message: string
    protocol: BitcoinMessageProtocol
  }): Promise<{ signature: string; messageHash: string; address: string; protocol: BitcoinMessageProtocol }>
  /** Signs the PSBT's inputs (all the wallet can sign when `signInputs` is absent); `broadcast` finalizes and sends it. */
  signPsbt(parameters: {
    method: string
    psbt: Uint8Array
    signInputs?: Readonly<Record<string, readonly number[]>> | undefined
    broadcast: boolean
  }): Promise<{ psbt: Uint8Array; txid?: string | undefined }>
  /** Pays the recipients (sats) from the payment address's unspent outputs; the txid once broadcast. */
  sendTransfer(parameters: {
    method: string
    recipients: readonly { address: string; amount: bigint }[]
  }): Promise<string>
  balance(): Promise<{ confirmed: bigint; unconfirmed: bigint }>
  /** Called when the authorization or the account changes. */
  onChange(listener: () => void): () => void
}
