import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The header a request id arrives in (from a load balancer that sets one) and is returned in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** Ids a balancer may pass on: short, and only characters that cannot forge a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/

/**
 * The id of a request: the balancer's `x-request-id` when it is a plausible one, so one id follows a
 * request from the balancer's log to the node's; a random UUID otherwise (unique across nodes).
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER]
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
}
