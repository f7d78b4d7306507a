import { PorticoError } from './base.ts'

// Errors that code on the page's first load can throw, apart from internal.ts: its classes built by
// fixedMessageError are calls that a bundler keeps, which would bring them all before the first click.

export type LocaleRequiredErrorType = LocaleRequiredError & { name: 'LocaleRequiredError' }

/** `setLocale` was given an empty tag. */
export class LocaleRequiredError extends PorticoError {
  override name = 'LocaleRequiredError' as const
  constructor() {
    super('A locale is required')
  }
}

export type InvalidMessageErrorType = InvalidMessageError & { name: 'InvalidMessageError' }

/** A catalogue text that is not valid in the ICU subset `formatMessage` reads. */
export class InvalidMessageError extends PorticoError {
  override name = 'InvalidMessageError' as const
  constructor({ message, reason, index }: { message: string; reason: string; index: number }) {
    super(`Invalid message: ${reason} at ${index} in "${message}"`)
  }
}
