import { PorticoError } from '@portico/core'

export type InvalidSolanaTransactionErrorType = InvalidSolanaTransactionError & {
  name: 'InvalidSolanaTransactionError'
}

/** Bytes that are not a Solana wire transaction (legacy or v0), or an instruction too short for its data. */
export class InvalidSolanaTransactionError extends PorticoError {
  override name = 'InvalidSolanaTransactionError' as const
  constructor(
    shortMessage:
      | 'Malformed Solana transaction'
      | 'Unsupported Solana transaction version'
      | 'Malformed instruction' = 'Malformed Solana transaction',
  ) {
    super(shortMessage)
  }
}

export type AssociatedTokenAddressNotFoundErrorType = AssociatedTokenAddressNotFoundError & {
  name: 'AssociatedTokenAddressNotFoundError'
}

/** No bump seed gives an off-curve associated token address (never for real keys). */
export class AssociatedTokenAddressNotFoundError extends PorticoError {
  override name = 'AssociatedTokenAddressNotFoundError' as const
  constructor({ owner, mint }: { owner: string; mint: string }) {
    super('No associated token address', { details: `owner ${owner}, mint ${mint}` })
  }
}

export type SignerNotRequiredErrorType = SignerNotRequiredError & { name: 'SignerNotRequiredError' }

/** The transaction to sign does not list the account among its signers. */
export class SignerNotRequiredError extends PorticoError {
  override name = 'SignerNotRequiredError' as const
  constructor({ address }: { address: string }) {
    super('The transaction does not need this account’s signature', {
      details: `The signers do not include ${address}.`,
    })
  }
}

export type InvalidVaultRequestErrorType = InvalidVaultRequestError & { name: 'InvalidVaultRequestError' }

/** A request to the vault with a missing or malformed parameter; the vault refuses it before acting. */
export class InvalidVaultRequestError extends PorticoError {
  override name = 'InvalidVaultRequestError' as const
  constructor({ method, parameter }: { method?: string | undefined; parameter?: string | undefined }) {
    super(parameter === undefined ? `Invalid ${method} request` : `Invalid parameter: ${parameter}`)
  }
}

export type VaultWalletErrorType = VaultWalletError & { name: 'VaultWalletError' }

/**
 * The vault cannot use the wallet: no session, no device share, keys that do not rebuild the
 * addresses, a recovery cancelled or a login not finished. The message is already in the vault's
 * locale (docs/architecture.md, "The embedded wallet's screens").
 */
export class VaultWalletError extends PorticoError {
  override name = 'VaultWalletError' as const
}

export type AuthChainsRequiredErrorType = AuthChainsRequiredError & { name: 'AuthChainsRequiredError' }

/** The auth connector was created without a chain. */
export class AuthChainsRequiredError extends PorticoError {
  override name = 'AuthChainsRequiredError' as const
  constructor() {
    super('The auth connector needs at least one chain')
  }
}

export type VaultOriginErrorType = VaultOriginError & { name: 'VaultOriginError' }

/** The vault's URL is on the dapp's own origin, where it could not keep keys from the dapp. */
export class VaultOriginError extends PorticoError {
  override name = 'VaultOriginError' as const
  constructor({ origin }: { origin: string }) {
    super('The vault must be on another origin than the dapp', { details: origin })
  }
}

export type UserOperationReceiptTimeoutErrorType = UserOperationReceiptTimeoutError & {
  name: 'UserOperationReceiptTimeoutError'
}

/** The bundler did not include the user operation in time. */
export class UserOperationReceiptTimeoutError extends PorticoError {
  override name = 'UserOperationReceiptTimeoutError' as const
  constructor({ hash }: { hash: string }) {
    super(`Timed out waiting for the user operation ${hash} to be included`)
  }
}

export type InvalidUserOperationErrorType = InvalidUserOperationError & { name: 'InvalidUserOperationError' }

/** A user operation the vault will not sign: not for this account's owner, or calls it cannot decode. */
export class InvalidUserOperationError extends PorticoError {
  override name = 'InvalidUserOperationError' as const
  constructor({ reason }: { reason: string }) {
    super('Invalid user operation', { details: reason })
  }
}

export type AuthVaultUnavailableErrorType = AuthVaultUnavailableError & { name: 'AuthVaultUnavailableError' }

/** The vault iframe is not there to answer: not loaded, failed to load, or reloaded or closed mid-request. */
export class AuthVaultUnavailableError extends PorticoError {
  override name = 'AuthVaultUnavailableError' as const
  constructor({
    reason,
    vaultOrigin,
  }: {
    reason:
      | 'The wallet is not loaded'
      | 'The wallet could not load'
      | 'The wallet was reloaded'
      | 'The wallet was closed'
    vaultOrigin: string
  }) {
    super(reason, { details: `vault ${vaultOrigin}` })
  }
}
