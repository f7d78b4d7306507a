import { PorticoError } from '@portico/core'

export type InvalidBitcoinAddressErrorType = InvalidBitcoinAddressError & {
  name: 'InvalidBitcoinAddressError'
}

/** A string that is not a Bitcoin address (of the expected network). */
export class InvalidBitcoinAddressError extends PorticoError {
  override name = 'InvalidBitcoinAddressError' as const
  constructor({ address, network }: { address: string; network?: string | undefined }) {
    super('Invalid Bitcoin address', {
      details: network
        ? `${address} is not an address on ${network}.`
        : `${address} is not a Bitcoin address.`,
    })
  }
}
