import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_A_CHAIN_ID, deployDevnet, startAnvil, startBundler } from '@portico/devnet'

/**
 * An HTTP relay in front of the real bundler that records the JSON-RPC methods it passes on, so a test
 * can tell what reached the bundler.
 *
 * @example
 * const relay = await startRecordingRelay(bundler.url) // point the server's bundler at relay.url
 */
export async function startRecordingRelay(target: string) {
  const methods: string[] = []
  const upstream = new URL(target)
  const relay: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      methods.push(String((JSON.parse(body.toString()) as { method?: unknown }).method))
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forwarded.on('error', () => outgoing.destroy())
      forwarded.end(body)
    })
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    methods,
    close: () => new Promise((resolve) => relay.close(resolve)),
  }
}

/**
 * Devnet A on anvil with the account-abstraction contracts, the real alto bundler on it, and a
 * {@link startRecordingRelay} in front of the bundler: what the bundler route's tests point the server at.
 *
 * @example
 * const devnet = await startBundlerDevnet() // bundlers: [{ caipNetworkId: 'eip155:31337', url: devnet.relay.url }]
 */
export async function startBundlerDevnet(options: { bundlerPort?: number } = {}) {
  const anvil = await startAnvil({ chainId: DEVNET_A_CHAIN_ID, port: 0 })
  await deployDevnet(anvil.url)
  const bundler = await startBundler({ rpcUrl: anvil.url, port: options.bundlerPort ?? 0 })
  const relay = await startRecordingRelay(bundler.url)
  return {
    anvil,
    bundler,
    relay,
    async close() {
      await relay.close()
      await bundler.stop()
      await anvil.stop()
    },
  }
}
