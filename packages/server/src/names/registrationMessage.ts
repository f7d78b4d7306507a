import { HttpError } from '../http/httpError.ts'
import { MAX_ATTRIBUTE_LENGTH, MAX_NAME_ATTRIBUTES } from './options.ts'

/** The signed registration message (docs/rules/validation.md): the name, its attributes and a timestamp in seconds. */
export type RegistrationMessage = { name: string; attributes: Record<string, string>; timestamp: number }

const bad = (reason: string) => new HttpError(400, `Invalid registration message: ${reason}`)

/**
 * Reads the message JSON and checks its timestamp against the clock.
 *
 * @throws HttpError 400 naming what is wrong: not JSON, no name, attributes not strings, a timestamp
 * in milliseconds, or one too far from now.
 */
export function parseRegistrationMessage(
  text: string,
  parameters: { nowSeconds: number; maxAgeSeconds: number },
): RegistrationMessage {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw bad('expected JSON with name, attributes and timestamp')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad('expected a JSON object with name, attributes and timestamp')
  }
  const { name, attributes = {}, timestamp } = value as Record<string, unknown>
  if (typeof name !== 'string' || name.length === 0) throw bad('name is missing')
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    throw bad('attributes must be an object of strings')
  }
  const entries = Object.entries(attributes)
  if (entries.length > MAX_NAME_ATTRIBUTES) throw bad(`at most ${MAX_NAME_ATTRIBUTES} attributes`)
  for (const [key, attribute] of entries) {
    if (typeof attribute !== 'string' || attribute.length > MAX_ATTRIBUTE_LENGTH || key.length > 64) {
      throw bad(
        `attribute "${key.slice(0, 64)}" must be a string of at most ${MAX_ATTRIBUTE_LENGTH} characters`,
      )
    }
  }
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) {
    throw bad('timestamp must be a whole number of seconds')
  }
  if (timestamp > parameters.nowSeconds * 100) throw bad('timestamp must be in seconds, not milliseconds')
  if (Math.abs(parameters.nowSeconds - timestamp) > parameters.maxAgeSeconds) {
    throw bad(
      `timestamp ${timestamp} is more than ${parameters.maxAgeSeconds} s from the server's clock; sign a new message`,
    )
  }
  return { name, attributes: attributes as Record<string, string>, timestamp }
}
