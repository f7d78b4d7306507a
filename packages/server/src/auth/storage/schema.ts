import type { ColumnType } from 'kysely'
import type { JsonColumn } from '../../storage/schema.ts'

export type AuthUsersTable = {
  id: string
  /** 'email', or the social provider ('google', 'github', 'discord', …, 'farcaster'). */
  provider: string
  /** The lower-cased email for 'email', the provider's subject (Farcaster: the fid) otherwise. */
  subject: string
  email: string | null
  username: string | null
  farcaster_url: string | null
  created_at: ColumnType<Date, never, never>
}

export type AuthSessionsTable = {
  id: string
  /** sha-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string
  user_id: string
  /** The secure origin the session was created on; the token is refused from any other. */
  origin: string
  created_at: ColumnType<Date, never, never>
  expires_at: ColumnType<Date, Date, never>
  /** Until when the session counts as freshly verified (recovery change, key export). */
  fresh_until: ColumnType<Date, Date, Date>
  revoked_at: ColumnType<Date | null, never, Date>
}

export type AuthCodesTable = {
  id: string
  purpose: 'login' | 'reauth' | 'change-current' | 'change-new'
  email: string
  /** HMAC-SHA256 of the code under a key derived from the master key, hex. */
  code_hash: string
  attempts: ColumnType<number, number | undefined, number>
  user_id: string | null
  session_id: string | null
  created_at: ColumnType<Date, never, never>
  expires_at: ColumnType<Date, Date, never>
  consumed_at: ColumnType<Date | null, never, Date>
}

export type AuthEmailChangesTable = {
  id: string
  user_id: string
  new_email: string
  current_code_id: string
  new_code_id: string
  status: 'pending' | 'done'
  expires_at: ColumnType<Date, Date, never>
}

export type AuthLoginFlowsTable = {
  /** The social login's state, or the Farcaster channel token. */
  id: string
  kind: 'social' | 'farcaster'
  provider: string
  /** The PKCE code verifier (social) or the SIWF domain (Farcaster); short-lived. */
  secret: string
  nonce: string
  status: 'pending' | 'done' | 'failed' | 'consumed'
  user_id: string | null
  expires_at: ColumnType<Date, Date, never>
}

export type AuthWalletsTable = {
  user_id: string
  /** AES-256-GCM under the master key (`v1.<iv>.<ciphertext>`), bound to the user and purpose. */
  auth_share: string
  recovery_kind: 'operator' | 'passcode'
  /** The recovery share (operator) or the passcode-encrypted one, sealed like `auth_share`. */
  recovery_share: string
  addresses: JsonColumn<{ eip155: string; solana: string }>
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type AuthTables = {
  auth_users: AuthUsersTable
  auth_sessions: AuthSessionsTable
  auth_codes: AuthCodesTable
  auth_email_changes: AuthEmailChangesTable
  auth_login_flows: AuthLoginFlowsTable
  auth_wallets: AuthWalletsTable
}
