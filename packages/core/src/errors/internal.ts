import { PorticoError } from './base.ts'
import { fixedMessageError } from './fixedMessage.ts'

// docs/rules/errors.md internal errors: programming or configuration mistakes, not visitor actions.

export class SiwxNotEnabledError extends fixedMessageError(
  'SiwxNotEnabledError',
  'SIWX is not enabled',
  'siwxNotEnabled',
) {}

export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }

export class NoActiveCaipAddressError extends fixedMessageError(
  'NoActiveCaipAddressError',
  'No ActiveCaipAddress found',
  'noActiveCaipAddress',
) {}

export type NoActiveCaipAddressErrorType = NoActiveCaipAddressError & { name: 'NoActiveCaipAddressError' }

export class NetworkNotFoundError extends fixedMessageError(
  'NetworkNotFoundError',
  'Network not found',
  'networkNotFound',
) {}

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }

export class AddressOrAuthConnectorNotFoundError extends fixedMessageError(
  'AddressOrAuthConnectorNotFoundError',
  'Address or auth connector not found',
  'addressOrAuthConnectorNotFound',
) {}

export type AddressOrAuthConnectorNotFoundErrorType = AddressOrAuthConnectorNotFoundError & {
  name: 'AddressOrAuthConnectorNotFoundError'
}

export type SiwxPageRequiredErrorType = SiwxPageRequiredError & { name: 'SiwxPageRequiredError' }

/** The server sign-in config builds its message from the page's origin, and there is no page. */
export class SiwxPageRequiredError extends PorticoError {
  override name = 'SiwxPageRequiredError' as const
  constructor() {
    super('Signing in needs the page: run in a browser or pass `page`')
  }
}
