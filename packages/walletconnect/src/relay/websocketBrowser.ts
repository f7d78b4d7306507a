import { WebSocketUnavailableError } from '../errors/relay.ts'
import type { SocketConstructor } from './socketTypes.ts'

/** Browsers (and Node ≥ 22) have a global WebSocket. */
export async function loadWebSocket(): Promise<SocketConstructor> {
  if (typeof globalThis.WebSocket === 'undefined') throw new WebSocketUnavailableError()
  return globalThis.WebSocket as unknown as SocketConstructor
}
