import { PorticoError } from '@portico/core'

export type EnvelopeErrorType = EnvelopeError & { name: 'EnvelopeError' }

/** An envelope could not be built or read: an unknown type byte, or type 1 without a sender key. */
export class EnvelopeError extends PorticoError {
  override name = 'EnvelopeError'
  constructor(reason: string, parameters: { details?: string } = {}) {
    super(reason, parameters)
  }
}

export type InvalidSignatureErrorType = InvalidSignatureError & { name: 'InvalidSignatureError' }

/** A signature does not have the shape its scheme requires. */
export class InvalidSignatureError extends PorticoError {
  override name = 'InvalidSignatureError'
  constructor(reason: string, parameters: { details?: string } = {}) {
    super(reason, parameters)
  }
}

export type EncodingErrorType = EncodingError & { name: 'EncodingError' }

/** Text that should be base64url or base58btc has a character outside the alphabet. */
export class EncodingError extends PorticoError {
  override name = 'EncodingError'
  constructor(reason: string, parameters: { details?: string } = {}) {
    super(reason, parameters)
  }
}
