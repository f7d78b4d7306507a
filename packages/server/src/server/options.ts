import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyCorsOptions } from '@fastify/cors'
import type { RelayOptions } from '@portico/relay'
import type { FastifyServerOptions, RouteOptions } from 'fastify'
import type { EmbeddedWalletOptions } from '../auth/options.ts'
import type { BlockchainOptions } from '../blockchain/options.ts'
import type { BundlerOptions } from '../bundler/options.ts'
import type { RateLimit } from '../http/rateLimiter.ts'
import type { SessionRoutesOptions } from '../http/routes/sessions.ts'
import type { NamesOptions } from '../names/options.ts'
import type { Storage, StorageOptions } from '../storage/createStorage.ts'

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

export type ServerOptions = StorageOptions & {
  /** An opened storage to use instead of opening one; the server then leaves it open on close. */
  storage?: Storage | undefined
  /** Origin used in absolute URLs (image_url), e.g. `https://portico.example.com`. Default: from the Host header. */
  publicUrl?: string | undefined
  /** Fastify/pino logger settings; `false` silences logs (tests). Default: info level JSON lines. */
  logger?: FastifyServerOptions['logger']
  /** Trust X-Forwarded-* from a proxy in front (affects per-IP rate limits). Default false. */
  trustProxy?: FastifyServerOptions['trustProxy']
  /** @fastify/cors options. Default: any origin, with credentials, GET/HEAD/POST/OPTIONS. */
  cors?: FastifyCorsOptions | undefined
  /** Called for every route as it is registered (Fastify's `onRoute` hook), e.g. to list the routes and their schemas. */
  onRoute?: ((route: RouteOptions) => void) | undefined
  /** Largest request body in bytes (413 above). Default 32 KiB. */
  bodyLimit?: number | undefined
  /**
   * Per client IP: `perIp` for POST /e, and separately for the routes that store rows or check
   * signatures (sign-in, email capture, names, onramp orders); `reads` for the routes that read the
   * chain, a price or swap API or a bundler (balances, history, gas price, NFTs, identity, names,
   * convert, onramp quotes, `POST /v1/bundler`); `perProject` for POST /e; `adminFailures`, wrong admin
   * tokens; `relayConnects`, new relay WebSocket connections, and `relayConnections`, relay connections
   * open at once (counted per process). Defaults: 120, 1200 and 6000 per minute, 10 per 10 minutes,
   * 600 per minute and 100 open. `redisUrl` counts them all but `relayConnections` in Redis, shared by
   * every server process behind it (keys under `redisKeyPrefix`, default `portico:rate:`); default:
   * per process.
   */
  rateLimit?:
    | {
        perIp?: RateLimit | undefined
        reads?: RateLimit | undefined
        perProject?: RateLimit | undefined
        adminFailures?: RateLimit | undefined
        relayConnects?: RateLimit | undefined
        relayConnections?: number | undefined
        redisUrl?: string | undefined
        redisKeyPrefix?: string | undefined
      }
    | undefined
  /** When set, GET /v1/analytics/summary requires `Authorization: Bearer <adminToken>`. */
  adminToken?: string | undefined
  /** How often to look for a new wallet import in the database. Default 30 s; 0 disables polling. */
  directoryRefreshMs?: number | undefined
  /** How long project settings are cached. Default 5 s. */
  projectCacheMs?: number | undefined
  /** Wallet file seeded on first start. Default: the package's seed/wallets.json. */
  seedWalletsFile?: string | undefined
  /**
   * A `wallet-directory/1` file whose wallets are listed first, besides the imported directory (e.g. a
   * local development wallet). Read at every start, never stored.
   */
  localWalletsFile?: string | undefined
  /**
   * The WalletConnect relay served at `upgradePath` (ws://HOST:PORT/relay). Default: on, in memory;
   * `redisUrl` shares it across servers; `false` leaves it out. Ignored when `onUpgrade` is given.
   */
  relay?: Omit<RelayOptions, 'path'> | false | undefined
  /** Receives HTTP upgrade requests for `upgradePath` instead of the built-in relay. */
  onUpgrade?: UpgradeHandler | undefined
  /** Path whose upgrade requests go to `onUpgrade`. Default `/relay`. */
  upgradePath?: string | undefined
  /** Sign-in sessions: the signature verifiers per namespace (default EIP-4361, Solana and BIP-322). */
  signIn?: Pick<SessionRoutesOptions, 'verifiers'> | undefined
  /** Blockchain API (balances, prices, identity, gas price, NFTs). Default: the devnet chains; `false` leaves it out. */
  blockchain?: BlockchainOptions | false | undefined
  /**
   * The embedded wallet (email, social and Farcaster login): a second listener, the secure origin, serving
   * the vault app and `/v1/auth/*`. Off unless given; `startServer` starts it, `createServer` does not.
   */
  embeddedWallet?: EmbeddedWalletOptions | undefined
  /**
   * ERC-4337 bundlers per network, reached through `POST /v1/bundler` (and their ERC-7677 paymaster
   * methods). Default: none, so no network has smart accounts.
   */
  accountAbstraction?: BundlerOptions | undefined
  /**
   * The account-name registry (`/v1/profile/*`, and names in identity): zones besides `reown.id` and
   * `wcn.id`, names per address. Needs the blockchain API; `false` leaves it out.
   */
  names?: NamesOptions | false | undefined
}

export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_PORT = 8787
export const DEFAULT_BODY_LIMIT = 32 * 1024
export const DEFAULT_RATE_LIMITS = {
  perIp: { max: 120, windowMs: 60_000 },
  reads: { max: 1_200, windowMs: 60_000 },
  perProject: { max: 6_000, windowMs: 60_000 },
  adminFailures: { max: 10, windowMs: 10 * 60_000 },
  relayConnects: { max: 600, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>
/**
 * Relay connections one client IP may hold open at once per process. A tab holds one or two (the
 * kit's WalletConnect client, a wallet's own), so 100 leaves room for a household or office NAT.
 */
export const DEFAULT_RELAY_CONNECTIONS_PER_IP = 100
export const DEFAULT_DIRECTORY_REFRESH_MS = 30_000
export const DEFAULT_PROJECT_CACHE_MS = 5_000
export const DEFAULT_UPGRADE_PATH = '/relay'
