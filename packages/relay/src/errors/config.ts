import { PorticoError } from '@portico/core'

export type InvalidRelayOptionErrorType = InvalidRelayOptionError & { name: 'InvalidRelayOptionError' }

/** A command-line flag or environment variable of the relay has a value it cannot use. */
export class InvalidRelayOptionError extends PorticoError {
  override name = 'InvalidRelayOptionError'
  readonly option: string
  constructor(option: string, parameters: { expected: string; value: string }) {
    super(`${option} must be ${parameters.expected}.`, { details: `got ${parameters.value}` })
    this.option = option
  }
}
