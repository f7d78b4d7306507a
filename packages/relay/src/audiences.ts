import { stripTrailingSlash } from '@portico/walletconnect/relayAuth'

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/**
 * The relay URLs a JWT `aud` may name when none are configured: the address and port the socket
 * actually arrived on (not the client-controlled Host header) with the relay's path; on loopback
 * both `127.0.0.1` and `localhost`.
 */
export function defaultAudiences(
  localAddress: string | undefined,
  localPort: number | undefined,
  path: string,
) {
  const port = localPort ?? 80
  const suffix = path === '/' ? '' : stripTrailingSlash(path)
  const hosts =
    localAddress === undefined || LOOPBACK.test(localAddress)
      ? ['127.0.0.1', 'localhost', '[::1]']
      : [hostOf(localAddress.replace(/^::ffff:(?=\d+\.)/, ''))]
  return hosts.flatMap((host) => [
    `ws://${host}:${port}${suffix}`,
    `wss://${host}:${port}${suffix}`,
    // Clients leave the scheme's default port out of the URL.
    ...(port === 80 ? [`ws://${host}${suffix}`] : []),
    ...(port === 443 ? [`wss://${host}${suffix}`] : []),
  ])
}

function hostOf(address: string): string {
  return address.includes(':') ? `[${address}]` : address
}
