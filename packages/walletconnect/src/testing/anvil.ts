import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { Instance } from 'prool'

// prool uses Promise.withResolvers (ES2024), which Node 20 lacks.
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<value>() {
      let resolve!: (value: value | PromiseLike<value>) => void
      let reject!: (reason?: unknown) => void
      const promise = new Promise<value>((res, rej) => {
        resolve = res
        reject = rej
      })
      return { promise, resolve, reject }
    },
  })
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The anvil binary shipped in @foundry-rs/anvil's platform package (prool would look for `anvil` on PATH). */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(manifest), 'bin', 'anvil')
}

/** A real anvil chain (id 31337) on a random 127.0.0.1 port, managed by prool. */
export async function startAnvil(): Promise<{ rpcUrl: string; stop(): Promise<void> }> {
  const port = await freePort()
  const instance = Instance.anvil({ binary: anvilBinary(), host: '127.0.0.1', port })
  await instance.start()
  return { rpcUrl: `http://127.0.0.1:${port}`, stop: () => instance.stop() }
}
