import { randomUUID } from 'node:crypto'
import { type RunningRelay, type StartRelayOptions, startRelay } from '../startRelay.ts'

/** Relay nodes that share one mailbox. */
export type RelayCluster = {
  /** Starts a node of the cluster; in memory there is one node only, returned each time. */
  node(): Promise<RunningRelay>
  /** Closes every node started. */
  close(): Promise<void>
}

export type RelayBackend = {
  name: 'memory' | 'redis'
  /** False when the backend needs a service the environment does not provide (REDIS_URL unset). */
  available: boolean
  cluster(options?: StartRelayOptions): RelayCluster
}

/**
 * The storages relay scenarios run on, for `describe.each`: memory always, Redis when `REDIS_URL`
 * is set. A scenario's "other node" is the same node in memory and a second process-local node on
 * Redis; each Redis cluster has its own key prefix so test files sharing one Redis never meet. The
 * integration tier (`PORTICO_TEST_TIER=integration`, scripts/test.mjs) runs the Redis one only: the
 * unit tier ran the memory one.
 */
export function relayBackends(redisUrl = process.env.REDIS_URL): RelayBackend[] {
  const cluster = (start: () => Promise<RunningRelay>, single: boolean): RelayCluster => {
    const started: Promise<RunningRelay>[] = []
    return {
      node() {
        if (!single || started.length === 0) started.push(start())
        return started[started.length - 1] as Promise<RunningRelay>
      },
      async close() {
        await Promise.all(started.splice(0).map(async (relay) => (await relay).close()))
      },
    }
  }
  const all: RelayBackend[] = [
    {
      name: 'memory',
      available: true,
      cluster: (options = {}) => cluster(() => startRelay({ port: 0, ...options }), true),
    },
    {
      name: 'redis',
      available: redisUrl !== undefined,
      cluster(options = {}) {
        const redisKeyPrefix = `portico-relay-test:${randomUUID()}:`
        return cluster(() => startRelay({ port: 0, ...options, redisUrl, redisKeyPrefix }), false)
      },
    },
  ]
  return process.env.PORTICO_TEST_TIER === 'integration'
    ? all.filter((backend) => backend.name === 'redis')
    : all
}
