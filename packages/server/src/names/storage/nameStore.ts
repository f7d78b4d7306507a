import { type Kysely, sql } from 'kysely'
import type { Database } from '../../storage/schema.ts'

/** A registered name as stored. */
export type NameRecord = {
  name: string
  zone: string
  coinType: number
  address: string
  attributes: Record<string, string>
  createdAt: Date
  updatedAt: Date
}

export type NameRegistration = {
  name: string
  zone: string
  coinType: number
  address: string
  attributes: Record<string, string>
  message: string
  signature: string
}

/** What a registration did: created, updated the owner's own name, or was refused and why. */
export type RegisterOutcome =
  | { status: 'created' | 'updated'; record: NameRecord }
  | { status: 'taken' }
  | { status: 'limit' }

type Row = {
  name: string
  zone: string
  coin_type: string | number
  address: string
  attributes: Record<string, string>
  created_at: Date
  updated_at: Date
}

const COLUMNS = ['name', 'zone', 'coin_type', 'address', 'attributes', 'created_at', 'updated_at'] as const

function toRecord(row: Row): NameRecord {
  return {
    name: row.name,
    zone: row.zone,
    coinType: Number(row.coin_type),
    address: row.address,
    attributes: row.attributes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * The name registry's table. Registration runs in one transaction that holds a lock on the address,
 * so two requests of one address never both pass the per-zone limit, and the name's primary key
 * decides who came first.
 */
export class NameStore {
  readonly #db: Kysely<Database>

  constructor(db: Kysely<Database>) {
    this.#db = db
  }

  async find(name: string): Promise<NameRecord | undefined> {
    const row = await this.#db
      .selectFrom('profile_names')
      .select(COLUMNS)
      .where('name', '=', name.toLowerCase())
      .executeTakeFirst()
    return row ? toRecord(row) : undefined
  }

  /** The address's names, oldest first. */
  async byAddress(address: string): Promise<NameRecord[]> {
    const rows = await this.#db
      .selectFrom('profile_names')
      .select(COLUMNS)
      .where('address_key', '=', address.toLowerCase())
      .orderBy('created_at', 'asc')
      .orderBy('name', 'asc')
      .execute()
    return rows.map(toRecord)
  }

  /** Which of the names are registered. */
  async registered(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set()
    const rows = await this.#db
      .selectFrom('profile_names')
      .select('name')
      .where(
        'name',
        'in',
        names.map((name) => name.toLowerCase()),
      )
      .execute()
    return new Set(rows.map((row) => row.name))
  }

  async register(registration: NameRegistration, namesPerAddress: number): Promise<RegisterOutcome> {
    const name = registration.name.toLowerCase()
    const addressKey = registration.address.toLowerCase()
    return this.#db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`profile_names:${addressKey}`}))`.execute(trx)
      const existing = await trx
        .selectFrom('profile_names')
        .select(['address_key'])
        .where('name', '=', name)
        .executeTakeFirst()
      if (existing && existing.address_key !== addressKey) return { status: 'taken' }
      if (existing) {
        const row = await trx
          .updateTable('profile_names')
          .set({
            attributes: JSON.stringify(registration.attributes),
            message: registration.message,
            signature: registration.signature,
            updated_at: new Date(),
          })
          .where('name', '=', name)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow()
        return { status: 'updated', record: toRecord(row) }
      }
      const held = await trx
        .selectFrom('profile_names')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('address_key', '=', addressKey)
        .where('zone', '=', registration.zone)
        .executeTakeFirstOrThrow()
      if (Number(held.count) >= namesPerAddress) return { status: 'limit' }
      const row = await trx
        .insertInto('profile_names')
        .values({
          name,
          zone: registration.zone,
          coin_type: registration.coinType,
          address: registration.address,
          address_key: addressKey,
          attributes: JSON.stringify(registration.attributes),
          message: registration.message,
          signature: registration.signature,
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning(COLUMNS)
        .executeTakeFirst()
      return row ? { status: 'created', record: toRecord(row) } : { status: 'taken' }
    })
  }
}
