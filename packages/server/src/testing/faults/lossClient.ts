import { randomBytes } from 'node:crypto'
import { signRelayJwt } from '@portico/walletconnect/relayAuth'
import WebSocket from 'ws'

/**
 * A WalletConnect-like relay client for fault scenarios: subscribes to its topic on every connection,
 * acknowledges every irn_subscription, reconnects to the next relay node when its socket drops, and
 * sends a publish again until the relay answers `true` (the relay deduplicates by message hash).
 */
export type LossClient = {
  topic: string
  /** Times each message text arrived (irn_subscription), duplicates included. */
  received: Map<string, number>
  /** Milliseconds from each unexpected close to the topic being subscribed again. */
  reconnects: number[]
  /** Publishes answered with an error (e.g. Redis down) and sent again. */
  retriedPublishes: number
  /** Index of the node the client is connected (or connecting) to. */
  readonly node: number
  publish(message: string): Promise<void>
  /** Closes on purpose and connects to `node` (or stays offline with `undefined`). */
  moveTo(node: number | undefined): Promise<void>
  close(): Promise<void>
}

let counter = 0
const nextId = () => {
  counter = (counter + 1) % 1_000_000
  return `${Date.now()}${String(counter).padStart(6, '0')}`
}

/** Connects to `nodes[node]` and subscribes to `topic`; resolves once subscribed. */
export async function connectLossClient(options: {
  nodes: readonly string[]
  node: number
  topic: string
  ttlSeconds?: number
}): Promise<LossClient> {
  const { nodes, topic } = options
  const secretKey = new Uint8Array(randomBytes(32))
  // Signed up front (valid for a day): a thousand simulated devices share one test process, where
  // signing on each reconnect would queue them all behind each other, which separate devices are not.
  const jwts = nodes.map((url) => signRelayJwt({ secretKey, aud: url }))
  const received = new Map<string, number>()
  const reconnects: number[] = []
  /** Unanswered publishes by message, sent again on every new connection. */
  const unanswered = new Map<string, () => void>()
  const pending = new Map<string, (answer: { result?: unknown; error?: unknown }) => void>()
  let socket: WebSocket | undefined
  let node: number | undefined = options.node
  let closing = false
  let ready: Promise<void> = Promise.resolve()

  const send = (method: string, params: unknown) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      const id = nextId()
      const current = socket
      if (!current || current.readyState !== WebSocket.OPEN) return resolve({ error: 'not connected' })
      pending.set(id, resolve)
      current.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
    })

  const sendPublish = (message: string) => {
    void send('irn_publish', { topic, message, ttl: options.ttlSeconds ?? 300, tag: 1108 }).then((answer) => {
      if (answer.result === true) {
        unanswered.get(message)?.()
        unanswered.delete(message)
        return
      }
      if (answer.error === 'dropped' || answer.error === 'not connected') return // sent again on reconnect
      client.retriedPublishes++
      setTimeout(() => {
        if (unanswered.has(message) && socket?.readyState === WebSocket.OPEN) sendPublish(message)
      }, 200)
    })
  }

  const open = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const url = nodes[index] as string
      const jwt = jwts[index] as string
      const ws = new WebSocket(`${url}?auth=${jwt}&ua=portico-chaos`)
      ws.once('error', reject)
      ws.once('open', async () => {
        socket = ws
        ws.off('error', reject)
        ws.on('error', () => {})
        const answer = await send('irn_subscribe', { topic })
        if (answer.result === undefined) return reject(new Error(`subscribe failed: ${answer.error}`))
        for (const message of unanswered.keys()) sendPublish(message)
        resolve()
      })
      ws.on('message', (data) => {
        const text = data.toString()
        // The id's source text: 19-digit ids do not survive JSON.parse.
        const id = /"id":(\d+)/.exec(text)?.[1] ?? 'null'
        const parsed = JSON.parse(text) as {
          method?: string
          params?: { data: { message: string } }
          result?: unknown
          error?: unknown
        }
        if (parsed.method === 'irn_subscription' && parsed.params) {
          const message = parsed.params.data.message
          received.set(message, (received.get(message) ?? 0) + 1)
          ws.send(`{"id":${id},"jsonrpc":"2.0","result":true}`)
          return
        }
        const resolveAnswer = pending.get(id)
        pending.delete(id)
        resolveAnswer?.({ result: parsed.result, error: parsed.error })
      })
      ws.on('close', () => {
        for (const [id, resolveAnswer] of pending) {
          pending.delete(id)
          resolveAnswer({ error: 'dropped' })
        }
        if (socket !== ws || closing) return
        socket = undefined
        const closedAt = performance.now()
        ready = reconnect(closedAt)
      })
    })

  /** Tries the next node, then the one after, until one takes the connection. */
  const reconnect = async (closedAt: number) => {
    for (let attempt = 1; !closing && node !== undefined; attempt++) {
      node = (node + 1) % nodes.length
      try {
        await open(node)
        reconnects.push(performance.now() - closedAt)
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(50 * attempt, 500)))
      }
    }
  }

  const client: LossClient = {
    topic,
    received,
    reconnects,
    retriedPublishes: 0,
    get node() {
      return node ?? -1
    },
    publish(message) {
      return new Promise((resolve) => {
        unanswered.set(message, resolve)
        void ready.then(() => sendPublish(message))
      })
    },
    async moveTo(target) {
      closing = true
      const current = socket
      socket = undefined
      if (current && current.readyState !== WebSocket.CLOSED)
        await new Promise<void>((resolve) => {
          current.once('close', () => resolve())
          current.close()
        })
      closing = false
      node = target
      if (target !== undefined) {
        ready = open(target)
        await ready
      }
    },
    async close() {
      await client.moveTo(undefined)
      closing = true
    },
  }
  await open(options.node)
  return client
}
