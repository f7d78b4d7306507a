import { Client } from 'pg'

export type Notifications = {
  /**
   * Calls `listener` with the payload of every notification on `channel` from any process on the
   * database, and with undefined after a lost connection came back (notifications may have been missed:
   * drop whatever they keep fresh).
   */
  listen(channel: string, listener: (payload: string | undefined) => void): void
  close(): Promise<void>
}

/** The longest wait between reconnection attempts. */
const MAX_RETRY_MS = 5_000

/**
 * PostgreSQL LISTEN on a connection of its own, reconnecting after a failure, so the caches of every
 * node (project settings, allowed origins) drop an entry as soon as any process changes it
 * (docs/deploy.md, "Several nodes"). Channels are namespaced by schema.
 *
 * @example
 * const notifications = createNotifications({ databaseUrl, namespace: 'public' })
 * notifications.listen('projects', (id) => cache.forget(id))
 */
export function createNotifications(parameters: {
  databaseUrl: string
  namespace: string
  schemaOptions?: string | undefined
}): Notifications {
  const listeners = new Map<string, Set<(payload: string | undefined) => void>>()
  let client: Client | undefined
  let connecting: Promise<void> | undefined
  let retryMs = 250
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false

  const connect = () => {
    connecting ??= (async () => {
      const next = new Client({
        connectionString: parameters.databaseUrl,
        ...(parameters.schemaOptions ? { options: parameters.schemaOptions } : {}),
      })
      const lost = () => {
        if (client !== next) return
        client = undefined
        reconnect()
      }
      next.on('error', lost)
      next.on('end', lost)
      next.on('notification', (message) => {
        const channel = [...listeners.keys()].find((name) => channelName(name) === message.channel)
        for (const listener of listeners.get(channel ?? '') ?? []) listener(message.payload)
      })
      try {
        await next.connect()
        for (const name of listeners.keys()) await next.query(`listen ${quoted(channelName(name))}`)
      } catch {
        next.removeAllListeners('end')
        await next.end().catch(() => {})
        reconnect()
        return
      }
      if (closed) {
        await next.end().catch(() => {})
        return
      }
      const wasLost = retryMs > 250
      retryMs = 250
      client = next
      if (wasLost) for (const set of listeners.values()) for (const listener of set) listener(undefined)
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  const reconnect = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      connect()
    }, retryMs)
    timer.unref?.()
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2)
  }

  const channelName = (name: string) => notificationChannel(parameters.namespace, name)

  return {
    listen(channel, listener) {
      const set = listeners.get(channel)
      if (set) {
        set.add(listener)
        return
      }
      listeners.set(channel, new Set([listener]))
      if (client) client.query(`listen ${quoted(channelName(channel))}`).catch(() => {})
      else connect()
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await connecting
      const current = client
      client = undefined
      current?.removeAllListeners('end')
      await current?.end().catch(() => {})
    },
  }
}

/** The channel name of a namespace and a channel, as NOTIFY and pg_notify take it. */
export function notificationChannel(namespace: string, channel: string): string {
  return `portico_${namespace}_${channel}`
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`
}
