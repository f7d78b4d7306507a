import { type Kysely, sql } from 'kysely'
import type { Database } from '../storage/schema.ts'

export type SummaryRow = {
  /** UTC day, YYYY-MM-DD. */
  day: string
  kind: 'track' | 'error'
  event: string
  count: number
}

export type AnalyticsSummary = {
  projectId: string
  from: string
  to: string
  data: SummaryRow[]
  /** Counts per event over the whole range. */
  totals: Record<string, number>
}

/** Counts per event per UTC day of the events received from `from` to `to` (inclusive days). */
export async function summarizeEvents(
  db: Kysely<Database>,
  projectId: string,
  from: string,
  to: string,
): Promise<AnalyticsSummary> {
  const day = sql<string>`to_char(received_at at time zone 'UTC', 'YYYY-MM-DD')`
  const start = new Date(`${from}T00:00:00.000Z`)
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 86_400_000)
  const rows = await db
    .selectFrom('analytics_events')
    .select([day.as('day'), 'kind', 'event', sql<number>`count(*)::int`.as('count')])
    .where('project_id', '=', projectId)
    .where('received_at', '>=', start)
    .where('received_at', '<', end)
    .groupBy([day, 'kind', 'event'])
    .orderBy('day')
    .orderBy('kind', 'desc')
    .orderBy('event')
    .execute()
  const totals: Record<string, number> = {}
  for (const row of rows) totals[row.event] = (totals[row.event] ?? 0) + row.count
  return { projectId, from, to, data: rows, totals }
}
