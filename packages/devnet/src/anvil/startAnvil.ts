import { DevnetError } from '../devnetError.ts'
import { getAnvilBinaryPath } from './binary.ts'
import { ensurePromiseWithResolvers } from './withResolvers.ts'

export type StartAnvilParameters = {
  chainId: number
  /** 0 picks a free port. */
  port?: number | undefined
  host?: string | undefined
  /** Seconds between blocks; automine (a block per transaction) when undefined. */
  blockTime?: number | undefined
}

export type StartAnvilReturnType = {
  chainId: number
  host: string
  port: number
  url: string
  stop(): Promise<void>
}

const LISTENING = /Listening on ([\d.]+):(\d+)/

/**
 * Starts one anvil process through prool, listening on 127.0.0.1 only.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337, port: 0 })
 * // anvil.url === 'http://127.0.0.1:41234'
 * await anvil.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const { chainId, port = 8545, host = '127.0.0.1', blockTime } = parameters
  ensurePromiseWithResolvers()
  const { Instance } = await import('prool')
  const instance = Instance.anvil(
    { binary: getAnvilBinaryPath(), chainId, port, host, ...(blockTime ? { blockTime } : {}) },
    { timeout: 20_000 },
  )
  let listeningPort: number | undefined
  instance.on('stdout', (message) => {
    const match = LISTENING.exec(message)
    if (match?.[2]) listeningPort = Number(match[2])
  })
  await instance.start()
  if (listeningPort === undefined) {
    await instance.stop()
    throw new DevnetError(`anvil (chain ${chainId}) did not report its port`)
  }
  return {
    chainId,
    host,
    port: listeningPort,
    url: `http://${host}:${listeningPort}`,
    stop: () => instance.stop(),
  }
}
