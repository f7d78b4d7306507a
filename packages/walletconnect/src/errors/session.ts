import { PorticoError, PROVIDER_ERROR_CODES } from '@portico/core'

export type NoSessionErrorType = NoSessionError & { name: 'NoSessionError' }

/** A request needs a WalletConnect session and there is none (never connected, deleted or expired). */
export class NoSessionError extends PorticoError {
  override name = 'NoSessionError'
  constructor() {
    super('No WalletConnect session', { code: PROVIDER_ERROR_CODES.Disconnected })
  }
}
