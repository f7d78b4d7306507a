import type { CaipNetworkId } from '../caip/types.ts'

/**
 * The fields of a wallet sign-in message, one CAIP-122 message per namespace. Times are
 * ISO 8601 strings, as they appear in the signed text.
 */
export type SiwxMessageData = {
  accountAddress: string
  /** CAIP-2 network the account signs in on. */
  chainId: CaipNetworkId
  /** The host (and port) of the site asking, e.g. `app.example.com`. */
  domain: string
  /** The resource the sign-in is for, e.g. `https://app.example.com/`. */
  uri: string
  version: '1'
  /** A single-use value from the sessions backend, at least 8 letters or digits. */
  nonce: string
  notBefore?: string | undefined
  /** A sentence for the visitor; one line. */
  statement?: string | undefined
  resources?: readonly string[] | undefined
  requestId?: string | undefined
  issuedAt: string
  expirationTime?: string | undefined
}

/** A sign-in message: its fields and the text the wallet signs. */
export type SiwxMessage = { data: SiwxMessageData; message: string }

/** A sign-in session: the message data, the message text and the wallet's signature. */
export type SiwxSession = SiwxMessage & {
  /** In the namespace's encoding: hex on eip155, base58 on solana, base64 (BIP-322) on bip122. */
  signature: string
}

/**
 * Checks the signature of a session for one namespace. A verifier only answers whether the account
 * signed the text; the domain, nonce and times are the sessions backend's to check.
 */
export type SiwxVerifier = {
  namespace: string
  verify(session: SiwxSession): Promise<boolean>
}

/**
 * Where sign-in sessions are made, kept and revoked. The default is the Portico server's session API;
 * a dapp with its own backend passes its own.
 */
export type SiwxConfig = {
  /** The fields of a new message for the account, with a fresh nonce. */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessageData>
  /** Verifies and stores a signed session; throws when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** The live sessions of an account on a network. */
  getSessions(parameters: { chainId: CaipNetworkId; address: string }): Promise<readonly SiwxSession[]>
  revokeSession(parameters: { chainId: CaipNetworkId; address: string }): Promise<void>
}
