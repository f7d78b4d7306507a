import type { FanOut } from './types.ts'

/** Fan-out for a single node: there are no other nodes to reach. */
export function createLocalFanOut(): FanOut {
  return {
    async publish() {},
    async watch() {},
    async unwatch() {},
    onMessage() {},
    async close() {},
  }
}
