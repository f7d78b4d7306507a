import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'
import type { AnalyticsBody } from './events.ts'

export type EventContext = {
  projectId: string
  origin: string | undefined
  sdkType: string | undefined
  sdkVersion: string | undefined
}

/** Stores one event or error report. Returns false for a repeated eventId (clients retry). */
export async function recordEvent(
  db: Kysely<Database>,
  body: AnalyticsBody,
  context: EventContext,
): Promise<boolean> {
  const result = await db
    .insertInto('analytics_events')
    .values({
      project_id: context.projectId,
      kind: body.props.type,
      event: body.props.event,
      event_id: body.eventId,
      url: body.url,
      domain: body.domain,
      client_timestamp: body.timestamp,
      origin: context.origin ?? null,
      sdk_type: context.sdkType ?? null,
      sdk_version: context.sdkVersion ?? null,
      props: JSON.stringify(body.props),
    })
    .onConflict((conflict) => conflict.columns(['project_id', 'event_id']).doNothing())
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}
