import { formatSiwxMessage, type SiwxSession } from '@portico/core'
import { HttpError } from '../http/httpError.ts'
import { isOriginAllowed, originOf } from '../projects/origins.ts'
import type { Project } from '../projects/project.ts'

/** How far in the future `issuedAt` may be, for clocks a little ahead of the server's. */
export const ISSUED_AT_SKEW_MS = 5 * 60_000

function time(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined
  const parsed = Date.parse(value)
  if (Number.isNaN(parsed)) throw new HttpError(400, `body.data.${field} is not an ISO 8601 time`)
  return parsed
}

/**
 * The checks on a sign-in message before its signature: the text is the CAIP-122 serialization of its
 * fields, the domain is the host of the uri, the uri's origin is allowed for the project (and is the
 * requesting page's origin), and the message is in its validity window. Throws the first problem as a
 * 400 or 403.
 */
export function checkSignInMessage(
  session: SiwxSession,
  parameters: { project: Project; requestOrigin: string | undefined; now: number },
): void {
  const { data } = session
  if (session.message !== formatSiwxMessage(data)) {
    throw new HttpError(400, 'body.message is not the CAIP-122 text of body.data')
  }
  const uriOrigin = originOf(data.uri)
  if (!uriOrigin) throw new HttpError(400, 'body.data.uri must be an http or https URL')
  if (new URL(data.uri).host !== data.domain) {
    throw new HttpError(400, `The message's domain "${data.domain}" is not the host of its uri "${data.uri}"`)
  }
  if (!isOriginAllowed(parameters.project.allowedOrigins, uriOrigin)) {
    throw new HttpError(
      403,
      `The message's domain "${data.domain}" is not allowed for project "${parameters.project.id}"`,
    )
  }
  if (parameters.requestOrigin && parameters.requestOrigin !== uriOrigin) {
    throw new HttpError(
      403,
      `The message's domain "${data.domain}" is not the requesting origin ${parameters.requestOrigin}`,
    )
  }
  const issuedAt = time(data.issuedAt, 'issuedAt') as number
  const expirationTime = time(data.expirationTime, 'expirationTime')
  const notBefore = time(data.notBefore, 'notBefore')
  if (issuedAt > parameters.now + ISSUED_AT_SKEW_MS) {
    throw new HttpError(400, `The message is issued in the future (${data.issuedAt})`)
  }
  if (expirationTime !== undefined && expirationTime <= parameters.now) {
    throw new HttpError(400, `The message expired at ${data.expirationTime}`)
  }
  if (notBefore !== undefined && notBefore > parameters.now) {
    throw new HttpError(400, `The message is not valid before ${data.notBefore}`)
  }
}
