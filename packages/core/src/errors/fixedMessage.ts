import { PorticoError } from './base.ts'

export type FixedMessageErrorParameters = { cause?: unknown; details?: string | undefined }

/**
 * Base class for a catalogue entry whose message never changes (SPEC §8):
 * `class ModalClosedError extends fixedMessageError('ModalClosedError', 'Modal closed') {}`.
 */
export function fixedMessageError(name: string, message: string, code?: number) {
  return class extends PorticoError {
    override name = name
    constructor(parameters: FixedMessageErrorParameters = {}) {
      super(message, { ...parameters, code })
    }
  }
}
