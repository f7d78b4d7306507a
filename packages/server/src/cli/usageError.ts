import { PorticoError } from '@portico/core'

/** Wrong command-line usage; the CLI prints it with a pointer to --help and exits 2. */
export class UsageError extends PorticoError {
  override name = 'UsageError'
}

export type UsageErrorType = UsageError & { name: 'UsageError' }
