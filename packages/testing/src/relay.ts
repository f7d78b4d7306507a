import { randomBytes } from 'node:crypto'
import { signRelayJwt } from '@portico/walletconnect/relayAuth'
import WebSocket from 'ws'

/** Opens a relay WebSocket; resolves with the socket, or with the HTTP answer that refused the upgrade. */
export function attemptRelayConnection(url: string, headers: Record<string, string> = {}, jwt?: string) {
  const auth = jwt ?? signRelayJwt({ secretKey: randomBytes(32), aud: url })
  const socket = new WebSocket(`${url}?auth=${auth}`, { headers })
  return new Promise<
    | { open: true; socket: WebSocket; status: 101 }
    | { open: false; status: number; retryAfter: string | undefined; body: { message?: string } }
  >((resolve, reject) => {
    socket.once('open', () => resolve({ open: true, socket, status: 101 }))
    socket.once('unexpected-response', (_, response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      response.on('end', () =>
        resolve({
          open: false,
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: JSON.parse(text || '{}') as { message?: string },
        }),
      )
    })
    socket.once('error', reject)
  })
}

/** Closes a client socket and waits for the close handshake. */
export async function closeRelaySocket(socket: WebSocket) {
  await new Promise<void>((resolve) => {
    socket.once('close', () => resolve())
    socket.close()
  })
}
