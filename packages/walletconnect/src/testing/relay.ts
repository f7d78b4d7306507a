import { type RunningRelay, startRelay } from '@portico/relay'
import type { Metadata } from '../protocol/types.ts'

/** A real @portico/relay on a random 127.0.0.1 port. */
export async function startTestRelay(): Promise<RunningRelay> {
  return startRelay({ host: '127.0.0.1', port: 0 })
}

export function testMetadata(name: string): Metadata {
  return { name, description: `${name} (Portico walletconnect test)`, url: 'http://127.0.0.1', icons: [] }
}

/**
 * Waits until `check` passes, polling every 10 ms (for events that arrive through the relay). Uses
 * performance.now, so it works while Date is faked.
 */
export async function waitUntil(check: () => boolean, timeout = 5_000): Promise<void> {
  const start = performance.now()
  while (!check()) {
    if (performance.now() - start > timeout) throw new Error('waitUntil timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
