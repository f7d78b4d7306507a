import type { Chain } from 'viem'
import { probeChainId } from './anvil/probeChainId.ts'
import { type StartAnvilReturnType, startAnvil } from './anvil/startAnvil.ts'
import {
  createDevnetChain,
  DEVNET_A_CHAIN_ID,
  DEVNET_B_CHAIN_ID,
  DEVNET_DEFAULT_PORTS,
  type DevnetChainId,
} from './chains.ts'
import { deployDevnet } from './deploy.ts'
import { DevnetError } from './devnetError.ts'

export type StartDevnetParameters = {
  /** Port per chain id; 0 picks a free port. Defaults: 31337 → 8545, 31338 → 8546. */
  ports?: Partial<Record<DevnetChainId, number>> | undefined
  host?: string | undefined
  /** Deploy the contracts and fund the dev accounts (default true). */
  deploy?: boolean | undefined
  /** Seconds between blocks; automine when undefined. */
  blockTime?: number | undefined
  /**
   * Use a devnet chain that already answers on a fixed port (e.g. a previous `npm start`) instead of
   * failing; `stop()` leaves such chains running. Default true.
   */
  reuseRunning?: boolean | undefined
}

export type StartDevnetReturnType = {
  /** RPC URL per chain id. */
  urls: Record<DevnetChainId, string>
  /** viem chain definitions pointing at the started chains. */
  chains: readonly [Chain, Chain]
  stop(): Promise<void>
}

/**
 * Starts both devnet chains (31337 "Portico Devnet A", 31338 "Portico Devnet B") with anvil and
 * deploys and funds the test contracts.
 *
 * @example
 * const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
 * console.log(devnet.urls[31337])
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<StartDevnetReturnType> {
  const { ports = {}, host = '127.0.0.1', deploy = true, blockTime, reuseRunning = true } = parameters
  const chainIds = [DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const

  async function startChain(chainId: DevnetChainId): Promise<Pick<StartAnvilReturnType, 'url' | 'stop'>> {
    const port = ports[chainId] ?? DEVNET_DEFAULT_PORTS[chainId]
    if (port !== 0 && reuseRunning) {
      const url = `http://${host}:${port}`
      const running = await probeChainId(url)
      if (running === chainId) return { url, stop: async () => {} }
      if (running !== undefined)
        throw new DevnetError(`${url} already serves chain ${running}, not ${chainId}`)
    }
    return startAnvil({ chainId, host, blockTime, port })
  }

  const started = await Promise.allSettled(chainIds.map(startChain))
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
  }
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw new DevnetError('Could not start the devnet chains', { cause: failure.reason })
  }
  const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]]
  try {
    if (deploy) await Promise.all([deployDevnet(a.url), deployDevnet(b.url)])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    urls: { [DEVNET_A_CHAIN_ID]: a.url, [DEVNET_B_CHAIN_ID]: b.url },
    chains: [
      createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: a.url }),
      createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: b.url }),
    ],
    stop,
  }
}
