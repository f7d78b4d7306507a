import type { PublicClient } from 'viem'
import { describeFailure } from '../../blockchain/errors.ts'
import type { BlockchainNetwork } from '../../blockchain/network.ts'
import { ReorgTooDeepError } from '../errors.ts'
import type { IndexerOptions } from '../options.ts'
import { DEFAULT_INDEXER_OPTIONS } from '../options.ts'
import type { HistoryStore } from '../storage/historyStore.ts'
import { readBlocks } from './readBlocks.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'

export type IndexerLogger = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

export type CreateChainIndexerParameters = {
  network: BlockchainNetwork
  client: PublicClient
  store: HistoryStore
  options?: IndexerOptions | undefined
  /** First block of a network without a cursor. Default: genesis on a local chain, recent blocks otherwise. */
  fromBlock?: number | undefined
  log?: IndexerLogger | undefined
}

export type ChainIndexer = {
  /** Starts polling; the first tick runs at once. */
  start(): void
  /** Stops polling and waits for a running tick to finish. */
  stop(): Promise<void>
  /** One step: verify the tip, roll back a reorg, index the next blocks. Resolves true while behind the head. */
  tick(): Promise<boolean>
  /** The chain head and the next block to index as of the last step (undefined before the first). */
  progress(): { head: number | undefined; next: number | undefined }
}

/** The longest wait between retries after failures. */
const MAX_BACKOFF_MS = 30_000

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** Whether every RPC URL of the network is on this machine (a devnet). */
function isLocal(network: BlockchainNetwork): boolean {
  return network.rpcUrls.every((url) => LOOPBACK.test(new URL(url).hostname))
}

/**
 * Follows one EVM chain into the history tables: polls the head, reads up to `maxBlocksPerTick` blocks
 * per tick in one batch, and writes them with the cursor in one transaction. Before each step it checks
 * that its last block is still on the chain; when not, it walks back over the stored hashes (up to
 * `reorgDepth`) to the last common block and rolls everything after it back.
 *
 * @example
 * const indexer = createChainIndexer({ network, client: createChainClient(network), store })
 * indexer.start()
 * await indexer.stop()
 */
export function createChainIndexer(parameters: CreateChainIndexerParameters): ChainIndexer {
  const { network, client, store, log } = parameters
  const options = { ...DEFAULT_INDEXER_OPTIONS, ...stripUndefined(parameters.options ?? {}) }
  const id = network.caipNetworkId
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = true
  let failures = 0
  let lastHead: number | undefined
  let lastNext: number | undefined

  async function cursor(head: number): Promise<number> {
    const stored = await store.nextBlock(id)
    if (stored !== undefined) return stored
    const start =
      parameters.fromBlock ?? (isLocal(network) ? 0 : Math.max(0, head - options.recentBlocks + 1))
    return store.startAt(id, start)
  }

  /** Checks the last indexed block against the chain; rolls back to the fork and returns the new cursor. */
  async function verifyTip(next: number, head: number): Promise<number> {
    const oldest = Math.max(0, next - 1 - options.reorgDepth)
    const stored = await store.blockHashes(id, oldest, next - 1)
    const tipHash = stored.get(next - 1)
    if (tipHash === undefined) return next
    if (next - 1 <= head) {
      const tip = await client.getBlock({ blockNumber: BigInt(next - 1) })
      if (tip.hash === tipHash) return next
    }
    const candidates = [...stored.keys()].filter((number) => number <= head).sort((a, b) => b - a)
    const onChain = await Promise.all(
      candidates.map((number) => client.getBlock({ blockNumber: BigInt(number) })),
    )
    const common = candidates.find((number, index) => onChain[index]?.hash === stored.get(number))
    let rollBackTo: number
    if (common === undefined) {
      rollBackTo = Math.min(...stored.keys())
      log?.warn(
        { network: id, reason: new ReorgTooDeepError(id, options.reorgDepth).shortMessage },
        'history reorg deeper than the stored hashes; rolled back as far as they go',
      )
    } else {
      rollBackTo = common + 1
    }
    if (await store.rollBack(id, next, rollBackTo)) {
      log?.info({ network: id, from: rollBackTo, blocks: next - rollBackTo }, 'history reorg rolled back')
      return rollBackTo
    }
    return (await store.nextBlock(id)) ?? rollBackTo
  }

  async function tick(): Promise<boolean> {
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    const next = await verifyTip(await cursor(head), head)
    lastHead = head
    lastNext = next
    if (next > head) return false
    const to = Math.min(head, next + options.maxBlocksPerTick - 1)
    const { blocks, tokens } = await readBlocks(client, { caipNetworkId: id, from: next, to })
    const previousHash = (await store.blockHashes(id, next - 1, next - 1)).get(next - 1)
    // The chain moved between the tip check and the read: the next tick sorts it out.
    if (blocks.length === 0 || (previousHash !== undefined && blocks[0]?.parentHash !== previousHash)) {
      return true
    }
    const unknown = await store.unknownTokens(id, tokens)
    await store.saveTokens(id, await readTokenMetadata(client, unknown))
    const written = await store.writeBlocks(id, next, blocks, options.reorgDepth + 1)
    if (written) lastNext = next + blocks.length
    return !written || next + blocks.length <= head
  }

  function schedule(delay: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick().then(
        (behind) => {
          failures = 0
          running = undefined
          schedule(behind ? 0 : options.pollIntervalMs)
        },
        (error: unknown) => {
          failures++
          running = undefined
          log?.warn({ network: id, failures, reason: describeFailure(error) }, 'history indexing failed')
          schedule(Math.min(MAX_BACKOFF_MS, options.pollIntervalMs * 2 ** Math.min(failures, 10)))
        },
      )
    }, delay)
    timer.unref?.()
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
      await running
    },
    tick,
    progress: () => ({ head: lastHead, next: lastNext }),
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
