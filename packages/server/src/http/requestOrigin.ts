import type { FastifyRequest } from 'fastify'
import { HttpError } from './httpError.ts'

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/

/** This server's origin as the client reached it, for absolute URLs; `publicUrl` wins when configured. */
export function serverOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl
  const host = request.host
  if (!HOST.test(host)) throw new HttpError(400, 'Invalid Host header')
  return `${request.protocol}://${host}`
}
