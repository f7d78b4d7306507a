import { connect, createServer, type Server, type Socket } from 'node:net'

export type TcpProxy = {
  port: number
  /** Cuts every open connection and refuses new ones, as a stopped or restarting server does. */
  down(): Promise<void>
  /** Accepts connections again. */
  up(): Promise<void>
  close(): Promise<void>
}

/** A plain TCP relay on 127.0.0.1 in front of `target`, which a test can take down and bring back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let port = 0
  let server: Server | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host)
        sockets.add(client).add(upstream)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
        client.pipe(upstream).pipe(client)
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address()
        if (address && typeof address === 'object') port = address.port
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })

  await listen()
  return { port, down: stop, up: listen, close: stop }
}
