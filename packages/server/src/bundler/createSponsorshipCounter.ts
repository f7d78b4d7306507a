import type { Redis } from 'ioredis'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../storage/schema.ts'

/** One daily count and its cap. */
export type SponsorshipCap = { subject: string; max: number }

export type SponsorshipCounter = {
  /**
   * Counts one sponsorship under every cap of the project for the day when each is below its cap, at
   * once; otherwise counts nothing and answers the index of the first full cap.
   */
  take(projectId: string, day: string, caps: readonly SponsorshipCap[]): Promise<number | undefined>
  /** Gives back a counted sponsorship the paymaster did not grant. */
  release(projectId: string, day: string, subjects: readonly string[]): Promise<void>
}

export type CreateSponsorshipCounterParameters = {
  db: Kysely<Database>
  /** Counts in Redis when given (shared by every process, no database write per sponsorship). */
  redis?: Redis | undefined
  /** Prefix of the Redis keys. */
  keyPrefix?: string | undefined
  /** Redis failed: that request is counted in the database instead. */
  onError?: ((error: unknown) => void) | undefined
}

/** Every cap below its maximum → count them all (0); else the 1-based index of the first full one. */
const TAKE_SCRIPT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIREAT', key, ARGV[1])
end
return 0`

const RELEASE_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`

/** Thrown inside the transaction to undo the counts already made when a later cap is full. */
class CapReached extends Error {
  constructor(readonly index: number) {
    super('cap reached')
  }
}

/**
 * The daily counters of the sponsorship policy: in Redis when the server has one (keys expire a day
 * after their day ends), otherwise in the database (`sponsorship_counts`), so a restart does not
 * reset a day's count and PostgreSQL shares it between processes. Check and count are atomic either
 * way (a Lua script; a conditional upsert per cap in one transaction).
 *
 * @example
 * const counter = createSponsorshipCounter({ db: storage.db })
 * const full = await counter.take('shop', '2026-11-27', [{ subject: 'sender:0xabc…', max: 50 }])
 */
export function createSponsorshipCounter(parameters: CreateSponsorshipCounterParameters): SponsorshipCounter {
  const { db, redis, keyPrefix = 'portico:sponsorship:', onError } = parameters

  const database: SponsorshipCounter = {
    async take(projectId, day, caps) {
      try {
        await db.transaction().execute(async (trx) => {
          for (const [index, cap] of caps.entries()) {
            const row = await trx
              .insertInto('sponsorship_counts')
              .values({ project_id: projectId, subject: cap.subject, day, count: 1 })
              .onConflict((conflict) =>
                conflict
                  .columns(['project_id', 'subject', 'day'])
                  .doUpdateSet({ count: sql`sponsorship_counts.count + 1` })
                  .where('sponsorship_counts.count', '<', cap.max),
              )
              .returning('count')
              .executeTakeFirst()
            if (!row || cap.max < 1) throw new CapReached(index)
          }
        })
        return undefined
      } catch (error) {
        if (error instanceof CapReached) return error.index
        throw error
      }
    },
    async release(projectId, day, subjects) {
      if (subjects.length === 0) return
      await db
        .updateTable('sponsorship_counts')
        .set({ count: sql`count - 1` })
        .where('project_id', '=', projectId)
        .where('day', '=', day)
        .where('subject', 'in', subjects)
        .where('count', '>', 0)
        .execute()
    },
  }
  if (!redis) return database

  const key = (projectId: string, day: string, subject: string) =>
    `${keyPrefix}${day}:${projectId}:${subject}`
  const expireAt = (day: string) => String(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000)
  return {
    async take(projectId, day, caps) {
      let full: number
      try {
        full = (await redis.eval(
          TAKE_SCRIPT,
          caps.length,
          ...caps.map((cap) => key(projectId, day, cap.subject)),
          expireAt(day),
          ...caps.map((cap) => String(cap.max)),
        )) as number
      } catch (error) {
        onError?.(error)
        return database.take(projectId, day, caps)
      }
      return full === 0 ? undefined : full - 1
    },
    async release(projectId, day, subjects) {
      if (subjects.length === 0) return
      try {
        await redis.eval(
          RELEASE_SCRIPT,
          subjects.length,
          ...subjects.map((subject) => key(projectId, day, subject)),
        )
      } catch (error) {
        onError?.(error)
      }
    },
  }
}
