import { PorticoError } from './base.ts'
import type { ErrorMessageId } from './messageId.ts'

type NameErrorParameters = { reason?: string | undefined; cause?: unknown }

// docs/rules/errors.md: the API's first reason wins (shown as the API gave it); the fixed text is the fallback.
class NameApiError extends PorticoError {
  constructor(
    fallback: string,
    parameters: NameErrorParameters,
    messageId: ErrorMessageId,
    messageValues?: Record<string, string>,
  ) {
    const reason = parameters.reason?.trim() ? parameters.reason : undefined
    super(reason ?? fallback, {
      cause: parameters.cause,
      ...(reason ? {} : { messageId, messageValues }),
    })
  }
}

export class ResolveNameError extends NameApiError {
  override name = 'ResolveNameError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error resolving name', parameters, 'resolveNameFailed')
  }
}

export type ResolveNameErrorType = ResolveNameError & { name: 'ResolveNameError' }

export class NameSuggestionsError extends NameApiError {
  override name = 'NameSuggestionsError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error fetching name suggestions', parameters, 'nameSuggestionsFailed')
  }
}

export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }

export class NamesForAddressError extends NameApiError {
  override name = 'NamesForAddressError'
  constructor(parameters: NameErrorParameters = {}) {
    super('Error fetching names for address', parameters, 'namesForAddressFailed')
  }
}

export type NamesForAddressErrorType = NamesForAddressError & { name: 'NamesForAddressError' }

export class RegisterNameError extends NameApiError {
  override name = 'RegisterNameError'
  constructor(accountName: string, parameters: NameErrorParameters = {}) {
    super(`Error registering name ${accountName}`, parameters, 'registerNameFailed', { name: accountName })
  }
}

export type RegisterNameErrorType = RegisterNameError & { name: 'RegisterNameError' }

/** docs/rules/errors.md: a 404 on name lookup. */
export class NameNotFoundError extends PorticoError {
  override name = 'NameNotFoundError'
  constructor(accountName?: string) {
    super('Name not found', {
      code: 404,
      details: accountName ? `Name: ${accountName}` : undefined,
      messageId: 'nameNotFound',
    })
  }
}

export type NameNotFoundErrorType = NameNotFoundError & { name: 'NameNotFoundError' }
