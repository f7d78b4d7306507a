import { PorticoError } from '@portico/core'

/** A wallet-directory file that cannot be imported; `details` names the record and field. */
export class WalletImportError extends PorticoError {
  override name = 'WalletImportError'
}

export type WalletImportErrorType = WalletImportError & { name: 'WalletImportError' }
