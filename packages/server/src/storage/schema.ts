import type { ColumnType, Generated } from 'kysely'
import type { HistoryTables } from '../history/storage/schema.ts'

/** A JSON column: read as the parsed value, written as a JSON string (both dialects agree on that). */
export type JsonColumn<T> = ColumnType<T, string, string>

export type ProjectsTable = {
  id: string
  name: string
  allowed_origins: JsonColumn<string[]>
  features: JsonColumn<Record<string, boolean | string[]>>
  analytics_enabled: boolean
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type WalletsTable = {
  id: string
  position: number
  record: JsonColumn<unknown>
}

export type WalletImagesTable = {
  id: string
  content_type: string
  data: Uint8Array
  etag: string
}

export type DirectoryStateTable = {
  id: number
  revision: number
  source: string
  wallet_count: number
  imported_at: ColumnType<Date, Date, Date>
}

export type AnalyticsEventsTable = {
  id: Generated<string>
  project_id: string
  kind: 'track' | 'error'
  event: string
  event_id: string
  url: string
  domain: string
  client_timestamp: ColumnType<string, number, number>
  received_at: ColumnType<Date, Date | undefined, never>
  origin: string | null
  sdk_type: string | null
  sdk_version: string | null
  props: JsonColumn<unknown>
}

export type Database = {
  projects: ProjectsTable
  wallets: WalletsTable
  wallet_images: WalletImagesTable
  directory_state: DirectoryStateTable
  analytics_events: AnalyticsEventsTable
} & HistoryTables
