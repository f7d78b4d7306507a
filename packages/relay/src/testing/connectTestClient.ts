import { ed25519 } from '@noble/curves/ed25519.js'
import { getClientId, signRelayJwt } from '@portico/walletconnect/relayAuth'
import WebSocket from 'ws'
import { readRawId } from '../jsonrpc/readRawId.ts'

export type SubscriptionParams = {
  id: string
  data: { topic: string; message: string; publishedAt: number; tag: number; attestation: string }
}

export type RpcResponse = { raw: string; result?: unknown; error?: { code: number; message: string } }

export type TestClient = {
  clientId: string
  secretKey: Uint8Array
  socket: WebSocket
  /** Sends a request with a 19-digit id (or the given id text) and resolves with the response. */
  request(method: string, params: unknown, rawId?: string): Promise<RpcResponse>
  /** Resolves with the next irn_subscription (already received ones first). */
  nextMessage(timeoutMs?: number): Promise<SubscriptionParams>
  /** Resolves true if no irn_subscription arrives within the time. */
  expectNoMessage(ms?: number): Promise<boolean>
  /** Raw ids of irn_subscription requests the relay sent. */
  subscriptionIds: string[]
  pings: number
  close(): Promise<void>
}

export type ConnectTestClientOptions = {
  secretKey?: Uint8Array
  /** JWT audience; defaults to the URL connected to. */
  aud?: string
  /** Replaces the signed JWT entirely. */
  jwt?: string
  /** Answer irn_subscription with `true` (default) so the relay drops the message. */
  ack?: boolean
}

let counter = 0
/** A 19-digit id like the WalletConnect clients': 13-digit ms timestamp and 6 more digits. */
export function nineteenDigitId(): string {
  counter = (counter + 1) % 1_000_000
  return `${Date.now()}${String(counter).padStart(6, '0')}`
}

/** A real WebSocket client of the relay, authenticated with a freshly signed JWT. */
export async function connectTestClient(
  url: string,
  options: ConnectTestClientOptions = {},
): Promise<TestClient> {
  const secretKey = options.secretKey ?? ed25519.utils.randomSecretKey()
  const jwt = options.jwt ?? signRelayJwt({ secretKey, aud: options.aud ?? url })
  const socket = new WebSocket(`${url}?auth=${jwt}&ua=portico-test`)
  const pending = new Map<string, (response: RpcResponse) => void>()
  const messages: SubscriptionParams[] = []
  const waiters: Array<(params: SubscriptionParams) => void> = []
  const client: TestClient = {
    clientId: getClientId(secretKey),
    secretKey,
    socket,
    subscriptionIds: [],
    pings: 0,
    request(method, params, rawId = nineteenDigitId()) {
      return new Promise((resolve) => {
        pending.set(rawId, resolve)
        socket.send(
          `{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`,
        )
      })
    },
    nextMessage(timeoutMs = 2000) {
      const queued = messages.shift()
      if (queued) return Promise.resolve(queued)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no irn_subscription arrived')), timeoutMs)
        waiters.push((params) => {
          clearTimeout(timer)
          resolve(params)
        })
      })
    },
    async expectNoMessage(ms = 150) {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return messages.length === 0
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve())
        socket.close()
      })
    },
  }
  socket.on('ping', () => client.pings++)
  socket.on('message', (data) => {
    const text = data.toString()
    const rawId = readRawId(text) ?? 'null'
    const parsed = JSON.parse(text) as {
      method?: string
      params?: SubscriptionParams
      result?: unknown
      error?: { code: number; message: string }
    }
    if (parsed.method === 'irn_subscription' && parsed.params) {
      client.subscriptionIds.push(rawId)
      if (options.ack !== false) socket.send(`{"id":${rawId},"jsonrpc":"2.0","result":true}`)
      const waiter = waiters.shift()
      if (waiter) waiter(parsed.params)
      else messages.push(parsed.params)
      return
    }
    const resolve = pending.get(rawId)
    pending.delete(rawId)
    resolve?.({ raw: text, result: parsed.result, error: parsed.error })
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return client
}

/** Connects expecting the relay to refuse: resolves with the close code and reason. */
export async function connectExpectingClose(url: string, jwt: string | undefined) {
  const socket = new WebSocket(jwt === undefined ? url : `${url}?auth=${jwt}`)
  return new Promise<{ code: number; reason: string }>((resolve, reject) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    socket.once('error', reject)
  })
}

/** A random 32-byte hex topic. */
export function randomTopic(): string {
  return Buffer.from(ed25519.utils.randomSecretKey()).toString('hex')
}
