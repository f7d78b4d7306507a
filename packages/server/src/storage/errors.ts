import { PorticoError } from '@portico/core'

/** The database could not be opened or migrated. */
export class StorageError extends PorticoError {
  override name = 'StorageError'
}

export type StorageErrorType = StorageError & { name: 'StorageError' }
