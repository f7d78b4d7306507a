import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

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
