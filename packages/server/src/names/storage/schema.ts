import type { ColumnType } from 'kysely'
import type { JsonColumn } from '../../storage/schema.ts'

export type ProfileNamesTable = {
  /** The full name, lower case: `label.zone`. */
  name: string
  zone: string
  coin_type: ColumnType<string, number, number>
  /** The address as registered (checksummed). */
  address: string
  /** The address lower-cased, as looked up. */
  address_key: string
  attributes: JsonColumn<Record<string, string>>
  message: string
  signature: string
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export type ProfileNamesTables = { profile_names: ProfileNamesTable }
