import type { SocketConstructor } from './socketTypes.ts'

/** Node 20 has no global WebSocket: use `ws`, loaded only under the "node" import condition. */
export async function loadWebSocket(): Promise<SocketConstructor> {
  const { WebSocket } = await import('ws')
  return WebSocket as unknown as SocketConstructor
}
