import type { SocketConstructor } from './socketTypes.ts'

/** Browsers (and Node ≥ 22) have a global WebSocket. */
export async function loadWebSocket(): Promise<SocketConstructor> {
  if (typeof globalThis.WebSocket === 'undefined')
    throw new Error('No global WebSocket: pass one as `WebSocket`')
  return globalThis.WebSocket as unknown as SocketConstructor
}
