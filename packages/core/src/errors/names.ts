import { PorticoError } from './base.ts'

type NameErrorParameters = { reason?: string | undefined; cause?: unknown }

// SPEC §8: the API's first reason wins; the fixed text is the fallback when it gives none.
function nameMessage(fallback: string, reason: string | undefined) {
  return reason?.trim() ? reason : fallback
}

export class ResolveNameError extends PorticoError {
  override name = 'ResolveNameError'
  constructor(parameters: NameErrorParameters = {}) {
    super(nameMessage('Error resolving name', parameters.reason), { cause: parameters.cause })
  }
}

export class NameSuggestionsError extends PorticoError {
  override name = 'NameSuggestionsError'
  constructor(parameters: NameErrorParameters = {}) {
    super(nameMessage('Error fetching name suggestions', parameters.reason), { cause: parameters.cause })
  }
}

export class NamesForAddressError extends PorticoError {
  override name = 'NamesForAddressError'
  constructor(parameters: NameErrorParameters = {}) {
    super(nameMessage('Error fetching names for address', parameters.reason), { cause: parameters.cause })
  }
}

export class RegisterNameError extends PorticoError {
  override name = 'RegisterNameError'
  constructor(accountName: string, parameters: NameErrorParameters = {}) {
    super(nameMessage(`Error registering name ${accountName}`, parameters.reason), {
      cause: parameters.cause,
    })
  }
}

/** SPEC §8: a 404 on name lookup. */
export class NameNotFoundError extends PorticoError {
  override name = 'NameNotFoundError'
  constructor(accountName?: string) {
    super('Name not found', { code: 404, details: accountName ? `Name: ${accountName}` : undefined })
  }
}
