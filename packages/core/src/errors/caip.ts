import { PorticoError } from './base.ts'

/** docs/rules/validation.md: a value that is not a CAIP-2 network id. */
export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(value: unknown) {
    super(`Invalid CAIP-2 network id: ${String(value)}`, {
      details: 'Expected "namespace:chainId" with a known namespace, e.g. "eip155:1".',
    })
  }
}

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }

/** docs/rules/validation.md: a value asserted to be a CAIP address that is not one. */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  constructor(value: unknown) {
    super('Invalid CAIP Address', { details: `Received: ${String(value)}` })
  }
}

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }

/** docs/rules/validation.md: a value parsed as a CAIP-10 account address that is not one. */
export class InvalidCaip10AddressError extends PorticoError {
  override name = 'InvalidCaip10AddressError'
  constructor(value: unknown) {
    super(`Invalid CAIP-10 address: ${String(value)}`, {
      details: 'Expected "namespace:chainId:address" with a known namespace.',
    })
  }
}

export type InvalidCaip10AddressErrorType = InvalidCaip10AddressError & { name: 'InvalidCaip10AddressError' }
