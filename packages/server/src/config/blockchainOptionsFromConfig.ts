import { getAddress, type Hex } from 'viem'
import { loadSeedTokens } from '../blockchain/knownTokens.ts'
import { seedNetworkConfigs } from '../blockchain/networks.ts'
import type { BlockchainOptions } from '../blockchain/options.ts'
import { createCoinGeckoPriceProvider } from '../blockchain/prices/coingeckoPriceProvider.ts'
import { createLocalPriceProvider } from '../blockchain/prices/localPriceProvider.ts'
import type { HistoryOptions, HistorySource } from '../history/options.ts'
import { getNetwork } from '../networks/index.ts'
import type { SandboxOnrampOptions, SandboxOnrampToken } from '../onramp/createSandboxOnrampProvider.ts'
import { PorticoConfigError } from './errors.ts'
import type { PorticoConfig, PorticoHistoryConfig } from './porticoConfig.ts'

/** The environment variables {@link blockchainOptionsFromConfig} reads; the config file holds the rest. */
export const BLOCKCHAIN_ENV = [
  'PORTICO_PRICE_API_URL',
  'PORTICO_PRICE_API_KEY',
  'PORTICO_PRICE_API_KEY_HEADER',
  'PORTICO_BALANCE_CACHE_MS',
  'PORTICO_PRICE_CACHE_MS',
  'PORTICO_SWAP_API_URL',
  'PORTICO_SWAP_API_KEY',
] as const

/** The variables above, and those a config file names (an explorer's `apiKeyEnv`). */
type Env = Readonly<Record<string, string | undefined>>

function milliseconds(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) {
    throw new PorticoConfigError(`${name} must be a whole number of milliseconds`, {
      details: `got "${value}"`,
    })
  }
  return number
}

/**
 * The blockchain API's options: networks, tokens (ERC20s and, on Solana networks, SPL mints), NFT
 * collections, local prices and swap chains and AMMs from the config file, the price API and the swap
 * aggregator (their keys are secrets) and cache times from the environment. Config tokens come
 * before the seed token list, so they win on a duplicate address. A configured price API is asked
 * first; the local table fills what it does not price.
 *
 * @example
 * const blockchain = blockchainOptionsFromConfig(loadPorticoConfig('portico.config.json'), process.env)
 * await startServer({ blockchain })
 *
 * @throws PorticoConfigError when a seed network is unknown or a cache time is not a whole number.
 */
export function blockchainOptionsFromConfig(config: PorticoConfig, env: Env = {}): BlockchainOptions {
  const seedNetworks = config.seedNetworks ?? []
  seedNetworks.forEach((caipNetworkId, index) => {
    if (!getNetwork(caipNetworkId)) {
      throw new PorticoConfigError(`seedNetworks[${index}] is not a chain of seed/chains.json`, {
        details: caipNetworkId,
      })
    }
  })
  const tokens = config.tokens ?? []
  const solanaTokens = tokens.filter((token) => token.caipNetworkId.startsWith('solana:'))
  const evmTokens = tokens.filter((token) => !token.caipNetworkId.startsWith('solana:'))
  const local = createLocalPriceProvider(config.prices ?? {})
  const priceProviders = env.PORTICO_PRICE_API_URL
    ? [
        createCoinGeckoPriceProvider({
          url: env.PORTICO_PRICE_API_URL,
          apiKey: env.PORTICO_PRICE_API_KEY || undefined,
          apiKeyHeader: env.PORTICO_PRICE_API_KEY_HEADER || undefined,
        }),
        local,
      ]
    : [local]
  return {
    networks: [...(config.networks ?? []), ...seedNetworkConfigs(seedNetworks)],
    tokens: [
      ...evmTokens.map((token) => ({ ...token, address: getAddress(token.address) })),
      ...loadSeedTokens(),
    ],
    solanaTokens,
    nftCollections: (config.nftCollections ?? []).map(({ fromBlock, ...collection }) => ({
      ...collection,
      fromBlock: fromBlock === undefined ? undefined : BigInt(fromBlock),
    })),
    priceProviders,
    balanceCacheMs: milliseconds('PORTICO_BALANCE_CACHE_MS', env.PORTICO_BALANCE_CACHE_MS),
    priceCacheMs: milliseconds('PORTICO_PRICE_CACHE_MS', env.PORTICO_PRICE_CACHE_MS),
    history: config.history && historyOptions(config.history, env),
    ensNetworks: config.ensNetworks,
    onramp: {
      sandbox: sandboxOptions(config, env),
      coinbase:
        env.PORTICO_ONRAMP_COINBASE_KEY_NAME && env.PORTICO_ONRAMP_COINBASE_PRIVATE_KEY
          ? {
              keyName: env.PORTICO_ONRAMP_COINBASE_KEY_NAME,
              privateKey: env.PORTICO_ONRAMP_COINBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
              apiUrl: env.PORTICO_ONRAMP_COINBASE_API_URL || undefined,
              payUrl: env.PORTICO_ONRAMP_COINBASE_PAY_URL || undefined,
            }
          : undefined,
      meld: env.PORTICO_ONRAMP_MELD_PUBLIC_KEY
        ? {
            publicKey: env.PORTICO_ONRAMP_MELD_PUBLIC_KEY,
            widgetUrl: env.PORTICO_ONRAMP_MELD_URL || undefined,
            apiKey: env.PORTICO_ONRAMP_MELD_API_KEY || undefined,
            apiUrl: env.PORTICO_ONRAMP_MELD_API_URL || undefined,
            countryCode: env.PORTICO_ONRAMP_MELD_COUNTRY || undefined,
          }
        : undefined,
    },
    swap: {
      chains: config.swap?.chains,
      localAmm: config.swap?.localAmm,
      oneInch: env.PORTICO_SWAP_API_URL
        ? { url: env.PORTICO_SWAP_API_URL, apiKey: env.PORTICO_SWAP_API_KEY || undefined }
        : undefined,
    },
  }
}

/** The sandbox onramp's tokens with their config names and local prices, when its key is set. */
function sandboxOptions(config: PorticoConfig, env: Env): SandboxOnrampOptions | undefined {
  const sandbox = config.onramp?.sandbox
  const treasuryKey = sandbox ? env[sandbox.treasuryKeyEnv] : undefined
  if (!sandbox || !treasuryKey) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(treasuryKey)) {
    throw new PorticoConfigError(`${sandbox.treasuryKeyEnv} is not a 32-byte hex private key`)
  }
  const tokens = sandbox.tokens.map((caip10, index): SandboxOnrampToken => {
    const caipNetworkId = caip10.slice(0, caip10.lastIndexOf(':'))
    const address = caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase()
    const token = config.tokens?.find(
      (candidate) => candidate.caipNetworkId === caipNetworkId && candidate.address.toLowerCase() === address,
    )
    if (!token) {
      throw new PorticoConfigError(`onramp.sandbox.tokens[${index}] is not a token of the config`, {
        details: caip10,
      })
    }
    const key = `${caipNetworkId}:${address}`
    const usdPrice =
      Object.entries(config.prices?.usd ?? {}).find(([candidate]) => candidate.toLowerCase() === key)?.[1] ??
      1
    return { ...token, address: getAddress(token.address), usdPrice }
  })
  return { tokens, treasuryKey: treasuryKey as Hex }
}

function historyOptions(config: PorticoHistoryConfig, env: Env): HistoryOptions {
  const networks = Object.entries(config.networks ?? {}).map(
    ([caipNetworkId, source]): [string, HistorySource] => {
      if (source.source !== 'explorer') return [caipNetworkId, source]
      const apiKey = source.apiKeyEnv ? env[source.apiKeyEnv] : undefined
      if (source.apiKeyEnv && !apiKey) {
        throw new PorticoConfigError(
          `history.networks["${caipNetworkId}"].apiKeyEnv names an unset variable`,
          {
            details: source.apiKeyEnv,
          },
        )
      }
      return [caipNetworkId, { source: 'explorer', url: source.url, apiKey }]
    },
  )
  return {
    indexer: config.indexer,
    pageSize: config.pageSize,
    networks: Object.fromEntries(networks),
    spamNftContracts: config.spamNftContracts,
  }
}
