import type { StorageLock } from '../../storage/createAdvisoryLocks.ts'
import type { Storage } from '../../storage/createStorage.ts'
import type { ChainIndexer, IndexerLogger } from './createChainIndexer.ts'

/** How often a node without a network's lease asks for it: a dead holder's work resumes within this. */
export const INDEXER_LEASE_RETRY_MS = 5_000

export type LeaseIndexerParameters = {
  indexer: ChainIndexer
  storage: Pick<Storage, 'tryLock'>
  caipNetworkId: string
  retryMs?: number | undefined
  log?: IndexerLogger | undefined
}

export type LeasedIndexer = {
  /** Asks for the lease now and every `retryMs` while another node holds it. */
  start(): void
  /** Stops indexing and releases the lease, so another node takes over at its next ask. */
  stop(): Promise<void>
  /** Whether this node holds the lease (and indexes the network). */
  readonly leader: boolean
}

/**
 * Runs a network's indexer on one node at a time (docs/deploy.md, "Several nodes"): the node that holds
 * the network's lock indexes; the others ask again every few seconds and take over when the holder dies
 * (PostgreSQL frees a dead session's locks). The indexer resumes from the stored cursor, so the history
 * has no gap, and its writes check that cursor, so two nodes never write the same block.
 *
 * @example
 * const leased = leaseIndexer({ indexer, storage, caipNetworkId: 'eip155:1' })
 * leased.start()
 */
export function leaseIndexer(parameters: LeaseIndexerParameters): LeasedIndexer {
  const { indexer, storage, caipNetworkId, log } = parameters
  const retryMs = parameters.retryMs ?? INDEXER_LEASE_RETRY_MS
  let lock: StorageLock | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let asking: Promise<void> | undefined
  let stopped = true

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      asking = ask().finally(() => {
        asking = undefined
      })
    }, delay)
    timer.unref?.()
  }

  async function ask() {
    let taken: StorageLock | undefined
    try {
      taken = await storage.tryLock(`indexer:${caipNetworkId}`)
    } catch (error) {
      log?.warn({ network: caipNetworkId, err: error }, 'indexer lease unavailable')
    }
    if (stopped) {
      await taken?.release()
      return
    }
    if (!taken) return schedule(retryMs)
    lock = taken
    log?.info({ network: caipNetworkId }, 'indexer lease taken')
    indexer.start()
    taken.lost.then(async () => {
      if (lock !== taken) return
      lock = undefined
      log?.warn({ network: caipNetworkId }, 'indexer lease lost')
      await indexer.stop()
      schedule(retryMs)
    })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await asking
      const held = lock
      lock = undefined
      await indexer.stop()
      await held?.release()
    },
    get leader() {
      return lock !== undefined
    },
  }
}
