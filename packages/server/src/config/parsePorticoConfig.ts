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

/**
 * A JSON Schema (2020-12) fragment of the config file: what `parsePorticoConfig` checks, with each
 * field's description and default. docs/server-config.md is generated from it (`npm run docs:api`).
 */
export type ConfigSchema = {
  type?: string | string[]
  /** What a value must be, as the error messages say it, e.g. `a CAIP-2 network id such as "eip155:1"`. */
  title?: string
  description?: string
  default?: unknown
  properties?: Record<string, ConfigSchema>
  required?: string[]
  additionalProperties?: boolean | ConfigSchema
  propertyNames?: ConfigSchema
  items?: ConfigSchema
  minItems?: number
  anyOf?: ConfigSchema[]
  enum?: readonly unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
}

type Field<T> = ((value: unknown, path: string) => T) & { schema: ConfigSchema }
type Fields = Record<
  string,
  { read: Field<unknown>; optional?: boolean; description: string; default?: unknown }
>

/** A reader with the schema that describes what it accepts. */
function field<T>(read: (value: unknown, path: string) => T, schema: ConfigSchema): Field<T> {
  return Object.assign(read, { schema })
}

class Reader {
  constructor(readonly source: string) {}

  fail(path: string, problem: string): never {
    throw new PorticoConfigError(`${path || 'The config'} ${problem}`, { details: this.source })
  }

  object<T>(fields: Fields): Field<T> {
    const schema: ConfigSchema = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(fields).map(([key, { read, description, default: fallback }]) => [
          key,
          { ...read.schema, description, ...(fallback === undefined ? {} : { default: fallback }) },
        ]),
      ),
      required: Object.keys(fields).filter((key) => !fields[key]?.optional),
      additionalProperties: false,
    }
    return field((value, path) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        this.fail(path, 'must be an object')
      const record = value as Record<string, unknown>
      for (const key of Object.keys(record)) {
        if (!Object.hasOwn(fields, key)) this.fail(path, `has an unknown field "${key}"`)
      }
      const result: Record<string, unknown> = {}
      for (const [key, entry] of Object.entries(fields)) {
        if (record[key] === undefined) {
          if (!entry.optional) this.fail(path, `is missing "${key}"`)
          continue
        }
        result[key] = entry.read(record[key], path ? `${path}.${key}` : key)
      }
      return result as T
    }, schema)
  }

  list<T>(item: Field<T>, { nonEmpty = false } = {}): Field<T[]> {
    return field(
      (value, path) => {
        if (!Array.isArray(value)) this.fail(path, 'must be a list')
        if (nonEmpty && value.length === 0) this.fail(path, 'must not be empty')
        return value.map((entry, index) => item(entry, `${path}[${index}]`))
      },
      { type: 'array', items: item.schema, ...(nonEmpty ? { minItems: 1 } : {}) },
    )
  }

  text(pattern?: RegExp, expected = 'a non-empty string'): Field<string> {
    return field(
      (value, path) => {
        if (typeof value !== 'string' || value === '' || (pattern && !pattern.test(value))) {
          this.fail(path, `must be ${expected}`)
        }
        return value
      },
      { type: 'string', title: expected, ...(pattern ? { pattern: pattern.source } : {}) },
    )
  }

  url(protocols: readonly string[]): Field<string> {
    const expected = `a URL (${protocols.map((protocol) => protocol.slice(0, -1)).join(' or ')})`
    return field(
      (value, path) => {
        const text = this.text(undefined, expected)(value, path)
        if (!URL.canParse(text) || !protocols.includes(new URL(text).protocol))
          this.fail(path, `must be ${expected}`)
        return text
      },
      { type: 'string', format: 'uri', title: expected },
    )
  }

  address(): Field<Address> {
    const text = this.text(EVM_ADDRESS, 'an EVM address (0x and 40 hex digits)')
    return field((value, path) => getAddress(text(value, path)), text.schema)
  }

  wholeNumber(max: number, min = 0): Field<number> {
    return field(
      (value, path) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
          this.fail(path, `must be a whole number from ${min} to ${max}`)
        }
        return value
      },
      { type: 'integer', minimum: min, maximum: max },
    )
  }

  boolean(): Field<boolean> {
    return field(
      (value, path) => (typeof value === 'boolean' ? value : this.fail(path, 'must be true or false')),
      { type: 'boolean' },
    )
  }

  prices(): Field<Record<string, Record<string, number>>> {
    const schema: ConfigSchema = {
      type: 'object',
      title: 'prices by currency code, then by CAIP-10 token address or "{caipNetworkId}:native"',
      propertyNames: { type: 'string', pattern: CURRENCY.source },
      additionalProperties: {
        type: 'object',
        propertyNames: { type: 'string', pattern: PRICE_KEY.source },
        additionalProperties: { type: 'number', minimum: 0 },
      },
    }
    return field((value, path) => {
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
    }, schema)
  }

  /** An object keyed by names the `key` pattern accepts, each value read by `item`. */
  record<T>(
    key: { pattern: RegExp; problem: string; quote?: boolean },
    item: Field<T>,
  ): Field<Record<string, T>> {
    return field(
      (value, path) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          this.fail(path, 'must be an object')
        return Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([name, entry]) => {
            const entryPath = key.quote ? `${path}["${name}"]` : `${path}.${name}`
            if (!key.pattern.test(name)) this.fail(entryPath, key.problem)
            return [name, item(entry, entryPath)]
          }),
        )
      },
      {
        type: 'object',
        propertyNames: { type: 'string', pattern: key.pattern.source },
        additionalProperties: item.schema,
      },
    )
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
  return configReader(source)(value, '')
}

/**
 * The config file's JSON Schema, with every field's type, default and description: what
 * `parsePorticoConfig` accepts (docs/server-config.md is generated from it).
 *
 * @example
 * const { properties } = porticoConfigSchema()
 * console.log(Object.keys(properties ?? {})) // ['embeddedWallet', 'networks', …]
 */
export function porticoConfigSchema(): ConfigSchema {
  return configReader('config').schema
}

const ENV_NAME = /^[A-Z_][A-Z0-9_]{0,127}$/
const CAIP10_EVM = /^eip155:[0-9]{1,16}:0x[0-9a-fA-F]{40}$/

function configReader(source: string): Field<PorticoConfig> {
  const read = new Reader(source)
  const caipNetworkId = read.text(CAIP2, 'a CAIP-2 network id such as "eip155:1"')
  const name = read.text()
  const envName = read.text(ENV_NAME, 'an environment variable name')
  const httpUrl = read.url(['http:', 'https:'])
  const network = read.object({
    caipNetworkId: { read: caipNetworkId, description: 'The network, e.g. `eip155:8453` or a `solana:` id.' },
    rpcUrls: {
      read: read.list(httpUrl, { nonEmpty: true }),
      description: 'Its RPC endpoints, tried in order.',
    },
    webSocketUrls: {
      read: read.list(read.url(['ws:', 'wss:'])),
      optional: true,
      description: 'WebSocket endpoints, listed by `GET /v1/supported-chains`.',
    },
    name: { read: name, optional: true, description: "A display name. Default: viem's, or the id." },
    nativeCurrency: {
      read: read.object({
        name: { read: name, description: 'e.g. Ether.' },
        symbol: { read: name, description: 'e.g. ETH.' },
        decimals: { read: read.wholeNumber(255), description: 'e.g. 18.' },
      }),
      optional: true,
      description: "The native coin. Default: viem's chain's, or Ether.",
    },
    multicall3: {
      read: field((entry, path) => (entry === null ? null : read.address()(entry, path)), {
        type: ['string', 'null'],
        title: 'an EVM address (0x and 40 hex digits) or null',
      }),
      optional: true,
      description:
        "Multicall3's address for batched balance reads; null reads one by one. Default: viem's chain's.",
    },
  })
  const tokenFields = (address: Field<string>) =>
    read.object<PorticoConfigToken>({
      caipNetworkId: { read: caipNetworkId, description: 'The network the token is on.' },
      address: {
        read: address,
        description: 'The ERC20 contract (0x address), or on a `solana:` network the SPL mint (base58).',
      },
      name: { read: name, description: 'Its name.' },
      symbol: { read: name, description: 'Its symbol.' },
      decimals: { read: read.wholeNumber(255), description: 'Its decimals.' },
    })
  const evmToken = tokenFields(read.address())
  const solanaToken = tokenFields(read.text(SOLANA_ADDRESS, 'a Solana address (32 to 44 base58 characters)'))
  // An SPL token is named by its base58 mint address, an ERC20 by its 0x address.
  const token = field<PorticoConfigToken>(
    (value, path) =>
      (typeof value === 'object' &&
        value !== null &&
        String((value as { caipNetworkId?: unknown }).caipNetworkId).startsWith('solana:')
        ? solanaToken
        : evmToken)(value, path),
    {
      ...evmToken.schema,
      properties: {
        ...evmToken.schema.properties,
        address: {
          type: 'string',
          title: 'an EVM address, or a Solana address on a solana: network',
          description: 'The ERC20 contract (0x address), or on a `solana:` network the SPL mint (base58).',
        },
      },
    },
  )
  const collection = read.object({
    caipNetworkId: { read: caipNetworkId, description: 'The network of the ERC721 contract.' },
    address: { read: read.address(), description: 'The ERC721 contract.' },
    fromBlock: {
      read: read.wholeNumber(Number.MAX_SAFE_INTEGER),
      optional: true,
      description: 'The block its transfer logs are read from.',
      default: 0,
    },
  })
  const positive = (max: number) => read.wholeNumber(max, 1)
  const indexer = read.object({
    pollIntervalMs: {
      read: positive(3_600_000),
      optional: true,
      description: 'Wait between polls once the indexer has caught up with the chain head, in ms.',
      default: 1000,
    },
    reorgDepth: {
      read: positive(10_000),
      optional: true,
      description: 'Blocks whose hashes are kept to detect and roll back a reorg.',
      default: 64,
    },
    maxBlocksPerTick: {
      read: positive(1_000),
      optional: true,
      description: 'Blocks read and written per tick at most (one RPC batch, one transaction).',
      default: 50,
    },
    recentBlocks: {
      read: positive(10_000_000),
      optional: true,
      description: 'Where a remote chain starts without a `fromBlock`: this many blocks before its head.',
      default: 100,
    },
  })
  const sourceName = (kind: string) => read.text(new RegExp(`^${kind}$`), `"${kind}"`)
  const sources: Record<string, Field<unknown>> = {
    indexer: read.object({
      source: { read: sourceName('indexer'), description: 'Indexed by this server from the chain.' },
      fromBlock: {
        read: read.wholeNumber(Number.MAX_SAFE_INTEGER),
        optional: true,
        description: 'The first block indexed. Default: `recentBlocks` before the head (0 on a local chain).',
      },
    }),
    explorer: read.object({
      source: {
        read: sourceName('explorer'),
        description: 'Read from an Etherscan-compatible explorer API.',
      },
      url: { read: httpUrl, description: "The explorer API's URL." },
      apiKeyEnv: {
        read: envName,
        optional: true,
        description: 'The environment variable holding its API key.',
      },
    }),
    none: read.object({ source: { read: sourceName('none'), description: 'No history for this network.' } }),
  }
  const historySource = field<unknown>(
    (entry, path) => {
      const kind =
        typeof entry === 'object' && entry !== null ? (entry as { source?: unknown }).source : undefined
      const reader = typeof kind === 'string' && Object.hasOwn(sources, kind) ? sources[kind] : undefined
      if (!reader) return read.fail(`${path}.source`, 'must be one of: indexer, explorer, none')
      return reader(entry, path)
    },
    { anyOf: Object.values(sources).map((reader) => reader.schema) },
  )
  const history = read.object({
    indexer: {
      read: field((entry, path) => (entry === false ? false : indexer(entry, path)), {
        anyOf: [{ const: false }, indexer.schema],
      }),
      optional: true,
      description:
        '`false` runs no indexer in this process (indexed networks are still answered from the database).',
    },
    pageSize: {
      read: positive(100),
      optional: true,
      description: 'Transactions per page.',
      default: 20,
    },
    networks: {
      read: read.record(
        { pattern: CAIP2, problem: 'must be keyed by a CAIP-2 network id such as "eip155:1"', quote: true },
        historySource,
      ),
      optional: true,
      description:
        "Where each network's history comes from, by CAIP-2 id. Default: the indexer for every EVM network.",
    },
    spamNftContracts: {
      read: read.list(read.text(CAIP10_EVM, 'a CAIP-10 contract address')),
      optional: true,
      description: 'ERC721 contracts (CAIP-10) whose NFTs are flagged `is_spam`.',
    },
  })
  const swap = read.object({
    chains: {
      read: read.list(caipNetworkId),
      optional: true,
      description: 'Networks served by the convert API besides the standard swap chains (e.g. a devnet).',
    },
    localAmm: {
      read: read.list(
        read.object({
          caipNetworkId: { read: caipNetworkId, description: 'The network.' },
          router: { read: read.address(), description: "The AMM's router contract." },
        }),
      ),
      optional: true,
      description:
        'A Uniswap-V2-style router per network, quoted and built locally instead of by the aggregator.',
    },
  })
  const origin = field<string>(
    (entry, path) => {
      const text = httpUrl(entry, path)
      if (new URL(text).origin !== text.replace(/\/+$/, ''))
        read.fail(path, 'must be an origin (scheme, host and port only)')
      return text.replace(/\/+$/, '')
    },
    { type: 'string', format: 'uri', title: 'an origin (scheme, host and port only)' },
  )
  const socialProvider = read.object({
    issuer: { read: httpUrl, description: "The OpenID provider's issuer URL (discovery)." },
    clientId: { read: name, description: 'The OAuth client id.' },
    clientSecret: {
      read: name,
      optional: true,
      description: 'The client secret; prefer `clientSecretEnv`.',
    },
    clientSecretEnv: {
      read: envName,
      optional: true,
      description: 'The environment variable holding the client secret.',
    },
  })
  const socials = read.record(
    {
      pattern: new RegExp(`^(${SOCIAL_PROVIDERS.join('|')})$`),
      problem: `is not a social provider (one of: ${SOCIAL_PROVIDERS.join(', ')})`,
    },
    socialProvider,
  )
  const embeddedWallet = read.object({
    vaultPort: {
      read: read.wholeNumber(65_535),
      optional: true,
      description: "The secure origin's listener port; 0 picks a free one.",
      default: 8788,
    },
    origin: {
      read: origin,
      optional: true,
      description: 'The secure origin as browsers see it. Default: `http://127.0.0.1:<vaultPort>`.',
    },
    vaultDir: {
      read: name,
      optional: true,
      description: 'The built vault app (vault.html, assets/); without it `/` answers 503.',
    },
    frameAncestors: {
      read: read.list(origin),
      optional: true,
      description: "Origins allowed to frame the vault (CSP frame-ancestors): the dapps' origins.",
    },
    masterKey: {
      read: name,
      optional: true,
      description: '32 bytes, hex or base64. Prefer `PORTICO_MASTER_KEY` or `masterKeyFile`.',
    },
    masterKeyFile: { read: name, optional: true, description: 'A file holding the master key.' },
    smtp: {
      read: read.object({
        host: { read: name, description: 'The SMTP server.' },
        port: { read: read.wholeNumber(65_535), description: 'Its port.' },
        secure: {
          read: read.boolean(),
          optional: true,
          description: 'TLS from the start (port 465).',
          default: false,
        },
        user: { read: name, optional: true, description: 'The SMTP user.' },
        passwordEnv: {
          read: envName,
          optional: true,
          description: 'The environment variable holding the password.',
        },
        from: { read: name, description: 'The From address of the code emails.' },
      }),
      optional: true,
      description: 'Where login codes are mailed; email login is off without it.',
    },
    socials: {
      read: socials,
      optional: true,
      description: `Social login per provider (${SOCIAL_PROVIDERS.join(', ')}), each an OpenID Connect client.`,
    },
    farcaster: {
      read: read.object({
        relayUrl: { read: httpUrl, description: "The Farcaster auth relay's URL." },
        idRegistryUrl: {
          read: httpUrl,
          optional: true,
          description: "A local id registry (the relay stand-in's `…/test/registry`) instead of Optimism's.",
        },
        optimismRpcUrl: {
          read: httpUrl,
          optional: true,
          description: 'An Optimism RPC for the id registry and contract-wallet signatures.',
        },
      }),
      optional: true,
      description: 'Farcaster login through a relay; off without it.',
    },
  })
  const onramp = read.object({
    sandbox: {
      read: read.object({
        tokens: {
          read: read.list(read.text(CAIP10_EVM, 'a CAIP-10 token address')),
          description: 'The tokens (CAIP-10) it sells for US dollars.',
        },
        treasuryKeyEnv: {
          read: envName,
          description:
            'The environment variable holding the private key of the account that pays out; the sandbox is off while it is unset.',
        },
      }),
      optional: true,
      description: "The onramp API's local sandbox provider (test card 4242 4242 4242 4242).",
    },
  })
  const sponsorshipLimits = {
    perSenderPerDay: {
      read: read.wholeNumber(1_000_000_000),
      optional: true,
      description:
        "Sponsored user operations per account (the operation's sender) and day; 0 sponsors nothing.",
      default: 50,
    },
    perProjectPerDay: {
      read: read.wholeNumber(1_000_000_000),
      optional: true,
      description: 'Sponsored user operations per project and day. Default: no cap.',
    },
  }
  const names = read.object({
    zones: {
      read: read.list(read.text(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain such as "example.id"')),
      optional: true,
      description:
        'Own zones, preferred in the order given, before `reown.id` and the legacy `wcn.id`; the first is where the modal registers names.',
    },
    namesPerAddress: {
      read: positive(1_000),
      optional: true,
      description: 'Names one address may hold per zone.',
      default: 1,
    },
    maxMessageAgeSeconds: {
      read: positive(86_400),
      optional: true,
      description: "How far a registration message's timestamp may be from the server's clock, in seconds.",
      default: 600,
    },
  })
  return read.object<PorticoConfig>({
    embeddedWallet: {
      read: embeddedWallet,
      optional: true,
      description:
        'The embedded wallet (email, social and Farcaster login) on its secure origin; off without it.',
    },
    networks: {
      read: read.list(network),
      optional: true,
      description:
        'Networks served by the blockchain API, with their RPC URLs. Without any, it serves no network.',
    },
    seedNetworks: {
      read: read.list(caipNetworkId),
      optional: true,
      description: 'Seed chains served with their public RPC URLs, e.g. `["eip155:1", "eip155:8453"]`.',
    },
    tokens: {
      read: read.list(token),
      optional: true,
      description:
        'Tokens whose balances are read: ERC20s on top of the seed token list (these win on a duplicate), SPL tokens by mint.',
    },
    nftCollections: {
      read: read.list(collection),
      optional: true,
      description: 'ERC721 contracts the NFT route looks in.',
    },
    prices: {
      read: read.prices(),
      optional: true,
      description:
        'The local price provider\'s table, e.g. `{ "usd": { "eip155:1:native": 3000 } }`; nothing else is priced without a price API.',
    },
    localWalletsFile: {
      read: read.text(),
      optional: true,
      description:
        'A `wallet-directory/1` file (relative to the config file) whose wallets are listed first, e.g. the Portico Dev Wallet of a local stack.',
    },
    history: {
      read: history,
      optional: true,
      description:
        "Transaction history: the indexer's settings and, per network, where its history comes from.",
    },
    swap: {
      read: swap,
      optional: true,
      description: 'The convert (swap) API; the aggregator and its key come from the environment.',
    },
    bundlers: {
      read: read.list(
        read.object({
          caipNetworkId: { read: caipNetworkId, description: 'The EVM network.' },
          url: { read: httpUrl, optional: true, description: "The bundler's JSON-RPC URL." },
          urlEnv: {
            read: envName,
            optional: true,
            description: 'The environment variable holding the URL (when it carries a key).',
          },
        }),
      ),
      optional: true,
      description:
        'ERC-4337 bundlers, one per EVM network, reached through `POST /v1/bundler`; their networks are where accounts can be smart accounts.',
    },
    sponsorship: {
      read: read.object({
        ...sponsorshipLimits,
        projects: {
          read: read.list(
            read.object({
              projectId: {
                read: read.text(/^[A-Za-z0-9_-]{1,64}$/, 'a project id'),
                description: 'The project.',
              },
              ...sponsorshipLimits,
            }),
          ),
          optional: true,
          description: 'Per-project caps, over the server-wide ones.',
        },
      }),
      optional: true,
      description:
        'Daily caps of sponsored user operations behind `POST /v1/bundler`; `PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY` and `PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY` override the server-wide values.',
    },
    ensNetworks: {
      read: read.list(caipNetworkId),
      optional: true,
      description:
        'Networks whose ENS names identity reads; `[]` turns ENS off. Default: the served ones viem knows ENS for.',
    },
    names: {
      read: names,
      optional: true,
      description: 'The account-name registry: own zones, names per address, message freshness.',
    },
    onramp: {
      read: onramp,
      optional: true,
      description: "The onramp API's providers configured in the file.",
    },
  })
}
