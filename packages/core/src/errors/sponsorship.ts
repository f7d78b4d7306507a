import { PorticoError } from './base.ts'

/** What the cap that refused counts: one account's sponsored operations, or the whole project's. */
export type SponsorshipLimitScope = 'sender' | 'project'

/**
 * The server refused to sponsor a user operation's gas: the account (or the whole app) used its
 * daily share of sponsored operations. Nothing was sent; `retryAfter` is when the count starts again.
 *
 * @example
 * try { await account.sendCalls(calls) } catch (error) {
 *   if (error instanceof SponsorshipLimitError) showRetryAt(error.retryAfter)
 * }
 */
export class SponsorshipLimitError extends PorticoError {
  override name = 'SponsorshipLimitError' as const
  readonly scope: SponsorshipLimitScope
  /** ISO 8601 time the daily count restarts, when the server said. */
  readonly retryAfter: string | undefined
  constructor(
    parameters: {
      scope?: SponsorshipLimitScope | undefined
      retryAfter?: string | undefined
      cause?: unknown
      details?: string | undefined
    } = {},
  ) {
    super('Daily limit of sponsored transactions reached. Try again later.', {
      code: SPONSORSHIP_LIMIT_CODE,
      cause: parameters.cause,
      details: parameters.details,
      messageId: 'sponsorshipLimitReached',
    })
    this.scope = parameters.scope ?? 'sender'
    this.retryAfter = parameters.retryAfter
  }
}

export type SponsorshipLimitErrorType = SponsorshipLimitError & { name: 'SponsorshipLimitError' }

/**
 * The JSON-RPC code the Portico server answers a refused sponsorship with: -32003 (transaction
 * rejected), not -32005 (limit exceeded), which clients retry at once although the cap lasts the day.
 */
export const SPONSORSHIP_LIMIT_CODE = -32003
