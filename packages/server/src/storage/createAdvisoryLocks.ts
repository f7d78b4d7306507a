import { Client } from 'pg'

/** A lock held by this process until it is released or its database connection is lost. */
export type StorageLock = {
  /** Resolves when the lock is gone without a release (the connection holding it broke). */
  lost: Promise<void>
  release(): Promise<void>
}

export type AdvisoryLocks = {
  /** Takes the named lock if no other process holds it; undefined when one does. */
  tryLock(name: string): Promise<StorageLock | undefined>
  close(): Promise<void>
}

/**
 * PostgreSQL session advisory locks on one connection of their own (a pooled connection would hand a
 * lock to whichever query next borrows it). When a process dies, PostgreSQL ends its session and frees
 * its locks at once, so another node can take over the work they guard (docs/deploy.md, "Several nodes").
 *
 * @example
 * const locks = createAdvisoryLocks({ databaseUrl, namespace: 'public' })
 * const lock = await locks.tryLock('indexer:eip155:1')
 */
export function createAdvisoryLocks(parameters: {
  databaseUrl: string
  /** Part of every lock's key, so Portico schemas sharing a database lock apart. */
  namespace: string
  schemaOptions?: string | undefined
}): AdvisoryLocks {
  let connecting: Promise<Client> | undefined
  const held = new Map<string, () => void>()
  let closed = false

  const loseAll = () => {
    connecting = undefined
    for (const lose of held.values()) lose()
    held.clear()
  }

  const connect = () => {
    connecting ??= (async () => {
      const client = new Client({
        connectionString: parameters.databaseUrl,
        ...(parameters.schemaOptions ? { options: parameters.schemaOptions } : {}),
      })
      client.on('error', loseAll)
      client.on('end', loseAll)
      try {
        await client.connect()
      } catch (error) {
        connecting = undefined
        throw error
      }
      return client
    })()
    return connecting
  }

  const key = (name: string) => `${parameters.namespace}:${name}`

  return {
    async tryLock(name) {
      if (closed || held.has(name)) return undefined
      const client = await connect()
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as locked',
        [key(name)],
      )
      if (!result.rows[0]?.locked) return undefined
      let lose = () => {}
      const lost = new Promise<void>((resolve) => {
        lose = resolve
      })
      held.set(name, lose)
      return {
        lost,
        async release() {
          if (held.get(name) !== lose) return
          held.delete(name)
          await client.query('select pg_advisory_unlock(hashtext($1))', [key(name)]).catch(() => {})
        },
      }
    },
    async close() {
      closed = true
      const pending = connecting
      connecting = undefined
      held.clear()
      const client = await pending?.catch(() => undefined)
      client?.removeAllListeners('end')
      await client?.end().catch(() => {})
    },
  }
}
