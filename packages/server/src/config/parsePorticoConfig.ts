import { type Address, getAddress } from 'viem'
import { SOCIAL_PROVIDERS } from '../auth/options.ts'
import { PorticoConfigError } from './errors.ts'
import type { PorticoConfig } from './porticoConfig.ts'

type PorticoConfigToken = NonNullable<PorticoConfig['tokens']>[number]

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const PRICE_KEY =
  /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:(native|0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/
const CURRENCY = /^[a-zA-Z0-9]{2,10}$/

type Field<T> = (value: unknown, path: string) => T
type Fields = Record<string, { read: Field<unknown>; optional?: boolean }>

class Reader {
  constructor(readonly source: string) {}

  fail(path: string, problem: string): never {
    throw new PorticoConfigError(`${path || 'The config'} ${problem}`, { details: this.source })
  }

  object<T>(fields: Fields): Field<T> {
    return (value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        this.fail(path, 'must be an object')
      const record = value as Record<string, unknown>
      for (const key of Object.keys(record)) {
        if (!Object.hasOwn(fields, key)) this.fail(path, `has an unknown field "${key}"`)
      }
      const result: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(fields)) {
        if (record[key] === undefined) {
          if (!field.optional) this.fail(path, `is missing "${key}"`)
          continue
        }
        result[key] = field.read(record[key], path ? `${path}.${key}` : key)
      }
      return result as T
    }
  }

  list<T>(item: Field<T>, { nonEmpty = false } = {}): Field<T[]> {
    return (value, path) => {
      if (!Array.isArray(value)) this.fail(path, 'must be a list')
      if (nonEmpty && value.length === 0) this.fail(path, 'must not be empty')
      return value.map((entry, index) => item(entry, `${path}[${index}]`))
    }
  }

  text(pattern?: RegExp, expected = 'a non-empty string'): Field<string> {
    return (value, path) => {
      if (typeof value !== 'string' || value === '' || (pattern && !pattern.test(value))) {
        this.fail(path, `must be ${expected}`)
      }
      return value
    }
  }

  url(protocols: readonly string[]): Field<string> {
    const expected = `a URL (${protocols.map((protocol) => protocol.slice(0, -1)).join(' or ')})`
    return (value, path) => {
      const text = this.text(undefined, expected)(value, path)
      if (!URL.canParse(text) || !protocols.includes(new URL(text).protocol))
        this.fail(path, `must be ${expected}`)
      return text
    }
  }

  address(): Field<Address> {
    return (value, path) =>
      getAddress(this.text(EVM_ADDRESS, 'an EVM address (0x and 40 hex digits)')(value, path))
  }

  wholeNumber(max: number): Field<number> {
    return (value, path) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
        this.fail(path, `must be a whole number from 0 to ${max}`)
      }
      return value
    }
  }

  prices(): Field<Record<string, Record<string, number>>> {
    return (value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        this.fail(path, 'must be an object')
      return Object.fromEntries(
        Object.entries(value).map(([currency, table]) => {
          const tablePath = `${path}.${currency}`
          if (!CURRENCY.test(currency)) this.fail(tablePath, 'is not a currency code such as "usd"')
          if (typeof table !== 'object' || table === null || Array.isArray(table))
            this.fail(tablePath, 'must be an object')
          for (const [token, price] of Object.entries(table)) {
            const pricePath = `${tablePath}["${token}"]`
            if (!PRICE_KEY.test(token)) {
              this.fail(pricePath, 'must be keyed by a CAIP-10 token address or "{caipNetworkId}:native"')
            }
            if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
              this.fail(pricePath, 'must be a price of 0 or more')
            }
          }
          return [currency.toLowerCase(), table as Record<string, number>]
        }),
      )
    }
  }
}

/**
 * Checks a parsed config file and returns it typed, with addresses checksummed and currency codes in
 * lower case. The first problem throws, naming the field.
 *
 * @example
 * const config = parsePorticoConfig(JSON.parse(text), 'portico.config.json')
 *
 * @throws PorticoConfigError e.g. `networks[0].rpcUrls[1] must be a URL (http or https)`.
 */
export function parsePorticoConfig(value: unknown, source = 'config'): PorticoConfig {
  const read = new Reader(source)
  const caipNetworkId = read.text(CAIP2, 'a CAIP-2 network id such as "eip155:1"')
  const name = read.text()
  const network = read.object({
    caipNetworkId: { read: caipNetworkId },
    rpcUrls: { read: read.list(read.url(['http:', 'https:']), { nonEmpty: true }) },
    webSocketUrls: { read: read.list(read.url(['ws:', 'wss:'])), optional: true },
    name: { read: name, optional: true },
    nativeCurrency: {
      read: read.object({
        name: { read: name },
        symbol: { read: name },
        decimals: { read: read.wholeNumber(255) },
      }),
      optional: true,
    },
    multicall3: {
      read: (entry, path) => (entry === null ? null : read.address()(entry, path)),
      optional: true,
    },
  })
  const tokenFields = (address: Field<string>) =>
    read.object<PorticoConfigToken>({
      caipNetworkId: { read: caipNetworkId },
      address: { read: address },
      name: { read: name },
      symbol: { read: name },
      decimals: { read: read.wholeNumber(255) },
    })
  const evmToken = tokenFields(read.address())
  const solanaToken = tokenFields(read.text(SOLANA_ADDRESS, 'a Solana address (32 to 44 base58 characters)'))
  // An SPL token is named by its base58 mint address, an ERC20 by its 0x address.
  const token: Field<PorticoConfigToken> = (value, path) =>
    (typeof value === 'object' &&
      value !== null &&
      String((value as { caipNetworkId?: unknown }).caipNetworkId).startsWith('solana:')
      ? solanaToken
      : evmToken)(value, path)
  const collection = read.object({
    caipNetworkId: { read: caipNetworkId },
    address: { read: read.address() },
    fromBlock: { read: read.wholeNumber(Number.MAX_SAFE_INTEGER), optional: true },
  })
  const positive =
    (max: number): Field<number> =>
    (entry, path) => {
      if (typeof entry !== 'number' || !Number.isInteger(entry) || entry < 1 || entry > max) {
        return read.fail(path, `must be a whole number from 1 to ${max}`)
      }
      return entry
    }
  const indexer = read.object({
    pollIntervalMs: { read: positive(3_600_000), optional: true },
    reorgDepth: { read: positive(10_000), optional: true },
    maxBlocksPerTick: { read: positive(1_000), optional: true },
    recentBlocks: { read: positive(10_000_000), optional: true },
  })
  const sources: Record<string, Field<unknown>> = {
    indexer: read.object({
      source: { read: read.text() },
      fromBlock: { read: read.wholeNumber(Number.MAX_SAFE_INTEGER), optional: true },
    }),
    explorer: read.object({
      source: { read: read.text() },
      url: { read: read.url(['http:', 'https:']) },
      apiKeyEnv: {
        read: read.text(/^[A-Z_][A-Z0-9_]{0,127}$/, 'an environment variable name'),
        optional: true,
      },
    }),
    none: read.object({ source: { read: read.text() } }),
  }
  const historySource: Field<unknown> = (entry, path) => {
    const source =
      typeof entry === 'object' && entry !== null ? (entry as { source?: unknown }).source : undefined
    const reader = typeof source === 'string' && Object.hasOwn(sources, source) ? sources[source] : undefined
    if (!reader) return read.fail(`${path}.source`, 'must be one of: indexer, explorer, none')
    return reader(entry, path)
  }
  const historyNetworks: Field<unknown> = (entry, path) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      read.fail(path, 'must be an object')
    return Object.fromEntries(
      Object.entries(entry as Record<string, unknown>).map(([key, source]) => {
        const entryPath = `${path}["${key}"]`
        if (!CAIP2.test(key)) read.fail(entryPath, 'must be keyed by a CAIP-2 network id such as "eip155:1"')
        return [key, historySource(source, entryPath)]
      }),
    )
  }
  const history = read.object({
    indexer: {
      read: (entry, path) => (entry === false ? false : indexer(entry, path)),
      optional: true,
    },
    pageSize: { read: positive(100), optional: true },
    networks: { read: historyNetworks, optional: true },
    spamNftContracts: {
      read: read.list(read.text(/^eip155:[0-9]{1,16}:0x[0-9a-fA-F]{40}$/, 'a CAIP-10 contract address')),
      optional: true,
    },
  })
  const swap = read.object({
    chains: { read: read.list(caipNetworkId), optional: true },
    localAmm: {
      read: read.list(
        read.object({ caipNetworkId: { read: caipNetworkId }, router: { read: read.address() } }),
      ),
      optional: true,
    },
  })
  const envName = read.text(/^[A-Z_][A-Z0-9_]{0,127}$/, 'an environment variable name')
  const httpUrl = read.url(['http:', 'https:'])
  const origin: Field<string> = (entry, path) => {
    const text = httpUrl(entry, path)
    if (new URL(text).origin !== text.replace(/\/+$/, ''))
      read.fail(path, 'must be an origin (scheme, host and port only)')
    return text.replace(/\/+$/, '')
  }
  const socials: Field<unknown> = (entry, path) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      read.fail(path, 'must be an object')
    const provider = read.object({
      issuer: { read: httpUrl },
      clientId: { read: name },
      clientSecret: { read: name, optional: true },
      clientSecretEnv: { read: envName, optional: true },
    })
    return Object.fromEntries(
      Object.entries(entry as Record<string, unknown>).map(([key, value]) => {
        const entryPath = `${path}.${key}`
        if (!(SOCIAL_PROVIDERS as readonly string[]).includes(key))
          read.fail(entryPath, `is not a social provider (one of: ${SOCIAL_PROVIDERS.join(', ')})`)
        return [key, provider(value, entryPath)]
      }),
    )
  }
  const embeddedWallet = read.object({
    vaultPort: { read: read.wholeNumber(65_535), optional: true },
    origin: { read: origin, optional: true },
    vaultDir: { read: name, optional: true },
    frameAncestors: { read: read.list(origin), optional: true },
    masterKey: { read: name, optional: true },
    masterKeyFile: { read: name, optional: true },
    smtp: {
      read: read.object({
        host: { read: name },
        port: { read: read.wholeNumber(65_535) },
        secure: {
          read: (entry, path) =>
            typeof entry === 'boolean' ? entry : read.fail(path, 'must be true or false'),
          optional: true,
        },
        user: { read: name, optional: true },
        passwordEnv: { read: envName, optional: true },
        from: { read: name },
      }),
      optional: true,
    },
    socials: { read: socials, optional: true },
    farcaster: {
      read: read.object({
        relayUrl: { read: httpUrl },
        idRegistryUrl: { read: httpUrl, optional: true },
        optimismRpcUrl: { read: httpUrl, optional: true },
      }),
      optional: true,
    },
  })
  const onramp = read.object({
    sandbox: {
      read: read.object({
        tokens: {
          read: read.list(read.text(/^eip155:[0-9]{1,16}:0x[0-9a-fA-F]{40}$/, 'a CAIP-10 token address')),
        },
        treasuryKeyEnv: { read: read.text(/^[A-Z_][A-Z0-9_]{0,127}$/, 'an environment variable name') },
      }),
      optional: true,
    },
  })
  const sponsorshipLimits = {
    perSenderPerDay: { read: read.wholeNumber(1_000_000_000), optional: true },
    perProjectPerDay: { read: read.wholeNumber(1_000_000_000), optional: true },
  }
  const names = read.object({
    zones: {
      read: read.list(read.text(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain such as "example.id"')),
      optional: true,
    },
    namesPerAddress: { read: positive(1_000), optional: true },
    maxMessageAgeSeconds: { read: positive(86_400), optional: true },
  })
  return read.object<PorticoConfig>({
    embeddedWallet: { read: embeddedWallet, optional: true },
    networks: { read: read.list(network), optional: true },
    seedNetworks: { read: read.list(caipNetworkId), optional: true },
    tokens: { read: read.list(token), optional: true },
    nftCollections: { read: read.list(collection), optional: true },
    prices: { read: read.prices(), optional: true },
    localWalletsFile: { read: read.text(), optional: true },
    history: { read: history, optional: true },
    swap: { read: swap, optional: true },
    bundlers: {
      read: read.list(
        read.object({
          caipNetworkId: { read: caipNetworkId },
          url: { read: httpUrl, optional: true },
          urlEnv: { read: envName, optional: true },
        }),
      ),
      optional: true,
    },
    sponsorship: {
      read: read.object({
        ...sponsorshipLimits,
        projects: {
          read: read.list(
            read.object({
              projectId: { read: read.text(/^[A-Za-z0-9_-]{1,64}$/, 'a project id') },
              ...sponsorshipLimits,
            }),
          ),
          optional: true,
        },
      }),
      optional: true,
    },
    ensNetworks: { read: read.list(caipNetworkId), optional: true },
    names: { read: names, optional: true },
    onramp: { read: onramp, optional: true },
  })(value, '')
}
