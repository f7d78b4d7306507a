import type { ApiClient } from './http.ts'

/** Body of POST /e (docs/rules/api.md): analytics events and error reports share it. */
export type AnalyticsBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/** POST /e (docs/rules/api.md). */
export async function postEvent(api: ApiClient, body: AnalyticsBody): Promise<void> {
  await api.postJson('/e', body)
}

export function createEventId(): string {
  const crypto = globalThis.crypto
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`
}

/** The page the event happened on; empty strings outside a browser. */
export function pageLocation(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; hostname: string } }).location
  return { url: location?.href ?? '', domain: location?.hostname ?? '' }
}
