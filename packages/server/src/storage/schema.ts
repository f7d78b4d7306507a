import type { ColumnType, Generated } from 'kysely'
import type { AuthTables } from '../auth/storage/schema.ts'
import type { SponsorshipTables } from '../bundler/storage/migration.ts'
import type { HistoryTables } from '../history/storage/schema.ts'
import type { ProfileNamesTables } from '../names/storage/schema.ts'
import type { OnrampTables } from '../onramp/schema.ts'

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

export type SignInNoncesTable = {
  nonce: string
  project_id: string
  /** The origin the nonce was asked from; null for callers without one. */
  origin: string | null
  expires_at: ColumnType<Date, Date, never>
}

export type SignInSessionsTable = {
  id: string
  /** sha-256 of the session token, hex; the token itself is never stored. */
  token_hash: string
  project_id: string
  chain_id: string
  address: string
  /** The address as looked up: lower-case for eip155 hex addresses, as signed otherwise. */
  address_key: string
  data: JsonColumn<unknown>
  message: string
  signature: string
  created_at: ColumnType<Date, never, never>
  expires_at: ColumnType<Date, Date, never>
  revoked_at: ColumnType<Date | null, never, Date>
}

export type CapturedEmailsTable = {
  project_id: string
  /** Trimmed and lower-cased, so one address is stored once per project. */
  email: string
  address: string | null
  consent_at: ColumnType<Date, Date, never>
}

export type Database = {
  projects: ProjectsTable
  wallets: WalletsTable
  wallet_images: WalletImagesTable
  directory_state: DirectoryStateTable
  analytics_events: AnalyticsEventsTable
  sign_in_nonces: SignInNoncesTable
  sign_in_sessions: SignInSessionsTable
  captured_emails: CapturedEmailsTable
} & HistoryTables &
  AuthTables &
  ProfileNamesTables &
  OnrampTables &
  SponsorshipTables
