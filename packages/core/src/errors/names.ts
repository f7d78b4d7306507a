import { PorticoError } from './base.ts'

type NameErrorParameters = { reason?: string | undefined; cause?: unknown }

// SPEC §8: the API's first reason wins; the fixed text is the fallback when it gives none.
class NameApiError extends PorticoError {
  constructor(fallback: string, parameters: NameErrorParameters) {
    super(parameters.reason?.trim() ? parameters.reason : fallback, { cause: parameters.cause })
  }
}

export class ResolveNameError extends NameApiError {
  override name = 'ResolveNameError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

export type ResolveNameErrorType = ResolveNameError & { name: 'ResolveNameError' }

export class NameSuggestionsError extends NameApiError {
  override name = 'NameSuggestionsError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }

export class NamesForAddressError extends NameApiError {
  override name = 'NamesForAddressError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

export type NamesForAddressErrorType = NamesForAddressError & { name: 'NamesForAddressError' }

export class RegisterNameError extends NameApiError {
  override name = 'RegisterNameError'
  constructor(accountName: string, parameters: NameErrorParameters = {}) {
    super(`Error registering name ${accountName}`, parameters)
  }
}

export type RegisterNameErrorType = RegisterNameError & { name: 'RegisterNameError' }

/** SPEC §8: a 404 on name lookup. */
export class NameNotFoundError extends PorticoError {
  override name = 'NameNotFoundError'
  constructor(accountName?: string) {
    super('Name not found', { code: 404, details: accountName ? `Name: ${accountName}` : undefined })
  }
}

export type NameNotFoundErrorType = NameNotFoundError & { name: 'NameNotFoundError' }
