import { PorticoError } from './base.ts'
import type { ErrorMessageId } from './messageId.ts'

export type FixedMessageErrorParameters = { cause?: unknown; details?: string | undefined }

/**
 * Base class for a catalogue entry whose message never changes (docs/rules/errors.md), with the id the UI
 * translates it by:
 * `class ModalClosedError extends fixedMessageError('ModalClosedError', 'Modal closed', 'modalClosed') {}`.
 */
export function fixedMessageError(name: string, message: string, messageId: ErrorMessageId, code?: number) {
  return class extends PorticoError {
    override name = name
    constructor(parameters: FixedMessageErrorParameters = {}) {
      super(message, { ...parameters, code, messageId })
    }
  }
}
