import { PorticoError } from '@portico/core'

/** The auth routes' refusal messages, as the vault shows them. */
export const AUTH_ERRORS = {
  origin: 'Origin not allowed',
  sessionOrigin: 'Session not valid for this origin',
  notConnected: 'Not connected to email or social',
  social: 'Failed to initiate social connection',
  farcaster: 'Failed to connect to farcaster',
  rateLimited: 'Too many requests. Try again later.',
  fresh: 'Confirm it is you first',
  email: 'Invalid email address',
  mail: 'The login code could not be sent. Try again later.',
} as const

export type AuthConfigErrorType = AuthConfigError & { name: 'AuthConfigError' }

/** A login route needs a part the server was started without: a social provider or the mailer. */
export class AuthConfigError extends PorticoError {
  override name = 'AuthConfigError' as const
  constructor({ missing }: { missing: string }) {
    super(`${missing} is not configured`)
  }
}

export type AuthLoginErrorType = AuthLoginError & { name: 'AuthLoginError' }

/** A login provider answered without what the login needs: an ID token, or a Farcaster id. */
export class AuthLoginError extends PorticoError {
  override name = 'AuthLoginError' as const
}

export type AuthMailErrorType = AuthMailError & { name: 'AuthMailError' }

/**
 * The mail server did not take the login code. A refused recipient (an address the schema lets through
 * but the mail server does not take, e.g. `!@!.!`) is the caller's mistake: 400. Anything else is the
 * mail server's failure: 502, retryable.
 */
export class AuthMailError extends PorticoError {
  override name = 'AuthMailError' as const
  readonly statusCode: 400 | 502

  constructor({ refused, cause }: { refused: boolean; cause: unknown }) {
    const statusCode = refused ? 400 : 502
    super(refused ? AUTH_ERRORS.email : AUTH_ERRORS.mail, { cause, code: statusCode })
    this.statusCode = statusCode
  }
}

export type AuthStateErrorType = AuthStateError & { name: 'AuthStateError' }

/** The auth routes' own state is not what the route expects: no session on an authed request, a user not stored. */
export class AuthStateError extends PorticoError {
  override name = 'AuthStateError' as const
}

export type SealedValueErrorType = SealedValueError & { name: 'SealedValueError' }

/** Text that the master key did not seal (another format or version). */
export class SealedValueError extends PorticoError {
  override name = 'SealedValueError' as const
  constructor() {
    super('Not a sealed value')
  }
}
