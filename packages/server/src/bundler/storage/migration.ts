import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

/** Sponsored user operations per project, subject (an account, or the whole project) and UTC day. */
export const sponsorshipMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sponsorship_counts')
      .addColumn('project_id', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('sponsorship_counts_pk', ['project_id', 'subject', 'day'])
      .execute()
  },
}

export type SponsorshipTables = {
  sponsorship_counts: {
    project_id: string
    /** `sender:<lower-case address>`, or `project` for the project's own cap. */
    subject: string
    /** UTC day, `YYYY-MM-DD`. */
    day: string
    count: number
  }
}
