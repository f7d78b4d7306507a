import { randomBytes } from 'node:crypto'
import { Client } from 'pg'
import { expect } from 'vitest'

/** Polls `check` every 100 ms until it holds (a throw counts as not yet), or fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out: ${what()}`)
}

/** Whether the node whose metrics listen on `metricsPort` holds the indexer lease of `network`. */
export async function isIndexerLeader(metricsPort: number, network: string): Promise<boolean> {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
    (response) => response.text(),
    () => '',
  )
  return text.includes(`portico_indexer_leader{network="${network}"} 1`)
}

/**
 * A fresh database on the PostgreSQL of `databaseUrl`, for the nodes of one test: its URL, and `drop`
 * (which ends the sessions still open on it).
 */
export async function createScratchDatabase(databaseUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const admin = new Client({ connectionString: databaseUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {})
      await admin.end()
    },
  }
}

/**
 * Waits until the indexer has stored every one of `hashes` on `network`, then checks that none is
 * stored twice: the history has neither a gap nor a duplicate row.
 */
export async function expectIndexedOnce(
  databaseUrl: string,
  network: string,
  hashes: readonly string[],
  what: string,
) {
  const db = new Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await waitUntil(
      async () => {
        const indexed = await db.query<{ hash: string }>(
          'select hash from history_transactions where caip_network_id = $1 and hash = any($2)',
          [network, hashes.map((hash) => hash.toLowerCase())],
        )
        return indexed.rows.length === hashes.length
      },
      30_000,
      () => what,
    )
    const duplicates = await db.query(
      'select hash from history_transactions where caip_network_id = $1 group by hash having count(*) > 1',
      [network],
    )
    expect(duplicates.rows).toEqual([])
  } finally {
    await db.end()
  }
}
