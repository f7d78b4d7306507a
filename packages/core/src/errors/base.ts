import type { ErrorMessageId } from './messageId.ts'

export type PorticoErrorParameters = {
  /** Extra detail for developers; not shown to visitors. */
  details?: string | undefined
  /** A JSON-RPC, provider or HTTP code when the failure has one (docs/rules/errors.md). */
  code?: number | string | undefined
  cause?: unknown
  /** Lines appended to the message, like viem's metaMessages. */
  metaMessages?: string[] | undefined
  /** The id the UI translates `shortMessage` by, when it is one of the fixed messages. */
  messageId?: ErrorMessageId | undefined
  /** The values of the message's placeholders (`{name}`), for the translation. */
  messageValues?: Record<string, string | number> | undefined
}

/**
 * Base class of every error Portico throws. `shortMessage` is the English text shown to users (and
 * read in logs); `messageId` names it for the UI's translations; `message` adds details and meta
 * lines for developers.
 *
 * @example
 * try { await sendToken(...) } catch (error) {
 *   if (error instanceof PorticoError) toast.error(error.shortMessage)
 * }
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | string | undefined
  readonly metaMessages: string[] | undefined
  readonly messageId: ErrorMessageId | undefined
  readonly messageValues: Record<string, string | number> | undefined

  constructor(shortMessage: string, parameters: PorticoErrorParameters = {}) {
    const lines = [shortMessage, ...(parameters.metaMessages ?? [])]
    if (parameters.details) lines.push(`Details: ${parameters.details}`)
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.code = parameters.code
    this.metaMessages = parameters.metaMessages
    this.messageId = parameters.messageId
    this.messageValues = parameters.messageValues
  }

  /**
   * Walks the `cause` chain from this error, like viem's `BaseError.walk`. Without `fn`, returns the
   * deepest cause; with `fn`, the first error in the chain for which it returns true, or null.
   *
   * @example
   * const rejected = error.walk((cause) => cause instanceof ConnectionRejectedError)
   * const root = error.walk()
   */
  walk(): unknown
  walk<matched>(fn: (error: unknown) => error is matched): matched | null
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>([this])
    let current: unknown = this
    while (true) {
      if (fn?.(current)) return current
      const cause = typeof current === 'object' && current !== null ? (current as Error).cause : undefined
      if (cause === undefined || seen.has(cause)) break
      seen.add(cause)
      current = cause
    }
    return fn ? null : current
  }
}

export type PorticoErrorType = PorticoError & { name: 'PorticoError' }
