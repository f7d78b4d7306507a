import { AUTH_SOCIAL_PROVIDERS } from '@portico/core'
import type { RateLimit } from '../http/rateLimiter.ts'
import type { MasterKey } from './masterKey.ts'

/** The social providers an operator may configure (in the default social order; each is offered only when configured). */
export const SOCIAL_PROVIDERS = AUTH_SOCIAL_PROVIDERS
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** An OpenID Connect client at one provider. */
export type SocialProviderOptions = { issuer: string; clientId: string; clientSecret?: string | undefined }

/** Where login codes are sent from. */
export type SmtpOptions = {
  host: string
  port: number
  /** TLS from the start (port 465). Default false (STARTTLS when offered). */
  secure?: boolean | undefined
  user?: string | undefined
  password?: string | undefined
  /** The From address, e.g. `Portico <login@example.com>`. */
  from: string
}

/** Checks that a custody address owns a fid (the Farcaster id registry, on Optimism or a local stand-in). */
export type FarcasterVerifier = {
  getFid(custody: `0x${string}`): Promise<bigint>
  isValidAuthAddress?(address: `0x${string}`, fid: bigint): Promise<boolean>
  /** Asked to verify contract-wallet signatures; without one, signatures are checked by address recovery. */
  rpcUrl?: string | undefined
}

export type FarcasterOptions = { relayUrl: string; verifier: FarcasterVerifier }

export type EmbeddedWalletOptions = {
  /** The secure origin's listener port. Default 8788; 0 picks a free port. */
  vaultPort?: number | undefined
  /** The secure origin as browsers see it. Default `http://127.0.0.1:<vaultPort>`. */
  origin?: string | undefined
  /** The built vault app (vault.html, assets/); without it `/` answers 503. */
  vaultDir?: string | undefined
  /** Origins allowed to frame the vault (CSP frame-ancestors): the dapps' origins. */
  frameAncestors?: readonly string[] | undefined
  masterKey: MasterKey
  smtp?: SmtpOptions | undefined
  socials?: Partial<Record<SocialProvider, SocialProviderOptions>> | undefined
  farcaster?: FarcasterOptions | undefined
  /** Code requests per email and per IP. Defaults: 5 and 30 per 10 minutes. */
  rateLimits?: { perEmail?: RateLimit | undefined; perIp?: RateLimit | undefined } | undefined
  /**
   * `redis://host:port/db`: code-request limits are counted in Redis, shared by every server process
   * behind it. Default: in process memory (per process).
   */
  redisUrl?: string | undefined
  /**
   * Prefix of the code-request limits' keys in Redis, as `PORTICO_RATE_LIMIT_KEY_PREFIX` is for the
   * API's: `${prefix}auth:email:`, `${prefix}auth:ip:`, `${prefix}auth:flows:`. Default: `portico:auth:rate:`
   * before each name.
   */
  redisKeyPrefix?: string | undefined
}

export const DEFAULT_VAULT_PORT = 8788
export const CODE_TTL_MS = 10 * 60_000
export const CODE_ATTEMPTS = 5
export const SESSION_TTL_MS = 60 * 60_000
export const FRESH_MS = 5 * 60_000
export const FLOW_TTL_MS = 10 * 60_000
export const DEFAULT_AUTH_RATE_LIMITS = {
  perEmail: { max: 5, windowMs: 10 * 60_000 },
  perIp: { max: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>
