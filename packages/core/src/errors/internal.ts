import { PorticoError } from './base.ts'

/** SPEC §8 internal errors: programming or configuration mistakes, not visitor actions. */
export class SiwxNotEnabledError extends PorticoError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled')
  }
}

export class NoActiveCaipAddressError extends PorticoError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId?: string) {
    super('Network not found', { details: caipNetworkId ? `Network: ${caipNetworkId}` : undefined })
  }
}

export class AddressOrAuthConnectorNotFoundError extends PorticoError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super('Address or auth connector not found')
  }
}
