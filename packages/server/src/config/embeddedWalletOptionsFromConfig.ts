import { isAbsolute, resolve } from 'node:path'
import { localRegistryVerifier } from '../auth/farcasterLogin.ts'
import { type MasterKey, parseMasterKey, readMasterKeyFile } from '../auth/masterKey.ts'
import type {
  EmbeddedWalletOptions,
  FarcasterVerifier,
  SocialProvider,
  SocialProviderOptions,
} from '../auth/options.ts'
import { PorticoConfigError } from './errors.ts'
import type { PorticoEmbeddedWalletConfig } from './porticoConfig.ts'

/** The environment variables {@link embeddedWalletOptionsFromConfig} reads besides those the file names. */
export const EMBEDDED_WALLET_ENV = ['PORTICO_MASTER_KEY', 'PORTICO_VAULT_PORT', 'REDIS_URL'] as const

type Env = Readonly<Record<string, string | undefined>>

function secretFromEnv(env: Env, name: string | undefined, path: string): string | undefined {
  if (!name) return undefined
  const value = env[name]
  if (!value) throw new PorticoConfigError(`${path} names an unset variable`, { details: name })
  return value
}

/**
 * The embedded wallet's options from the config file's `embeddedWallet` section and the environment:
 * the master key from `PORTICO_MASTER_KEY`, else `masterKey`, else `masterKeyFile`; `REDIS_URL` for
 * code-request limits shared across servers; secrets named by
 * `passwordEnv` and `clientSecretEnv`; paths relative to the config file's directory.
 *
 * @example
 * const embeddedWallet = embeddedWalletOptionsFromConfig(config.embeddedWallet, process.env, dirname(file))
 *
 * @throws PorticoConfigError when no master key is configured, the key is malformed or a named secret is unset.
 */
export async function embeddedWalletOptionsFromConfig(
  config: PorticoEmbeddedWalletConfig,
  env: Env,
  baseDir: string,
): Promise<EmbeddedWalletOptions> {
  const path = (file: string) => (isAbsolute(file) ? file : resolve(baseDir, file))
  let masterKey: MasterKey
  if (env.PORTICO_MASTER_KEY) masterKey = parseMasterKey(env.PORTICO_MASTER_KEY, 'PORTICO_MASTER_KEY')
  else if (config.masterKey) masterKey = parseMasterKey(config.masterKey, 'embeddedWallet.masterKey')
  else if (config.masterKeyFile) masterKey = readMasterKeyFile(path(config.masterKeyFile))
  else {
    throw new PorticoConfigError(
      'embeddedWallet needs a master key: set PORTICO_MASTER_KEY or embeddedWallet.masterKeyFile',
      { details: 'The key seals wallet shares at rest and must never be stored in the database.' },
    )
  }
  const socials: Partial<Record<SocialProvider, SocialProviderOptions>> = {}
  for (const [name, social] of Object.entries(config.socials ?? {})) {
    socials[name as SocialProvider] = {
      issuer: social.issuer,
      clientId: social.clientId,
      clientSecret:
        secretFromEnv(env, social.clientSecretEnv, `embeddedWallet.socials.${name}.clientSecretEnv`) ??
        social.clientSecret,
    }
  }
  let verifier: FarcasterVerifier | undefined
  if (config.farcaster) {
    if (config.farcaster.idRegistryUrl) verifier = localRegistryVerifier(config.farcaster.idRegistryUrl)
    else if (config.farcaster.optimismRpcUrl) {
      const { viemConnector } = await import('@farcaster/auth-client')
      const connector = viemConnector({ rpcUrl: config.farcaster.optimismRpcUrl })
      verifier = {
        getFid: connector.getFid,
        isValidAuthAddress: connector.isValidAuthAddress,
        rpcUrl: config.farcaster.optimismRpcUrl,
      }
    } else {
      throw new PorticoConfigError('embeddedWallet.farcaster needs idRegistryUrl or optimismRpcUrl', {
        details: 'The id registry tells which custody address owns a fid.',
      })
    }
  }
  const vaultPortText = env.PORTICO_VAULT_PORT
  const vaultPort = vaultPortText ? Number(vaultPortText) : config.vaultPort
  if (vaultPort !== undefined && (!Number.isInteger(vaultPort) || vaultPort < 0 || vaultPort > 65_535)) {
    throw new PorticoConfigError('PORTICO_VAULT_PORT must be a port number', { details: vaultPortText })
  }
  return {
    vaultPort,
    origin: config.origin,
    vaultDir: config.vaultDir ? path(config.vaultDir) : undefined,
    frameAncestors: config.frameAncestors,
    masterKey,
    smtp: config.smtp && {
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      user: config.smtp.user,
      password: secretFromEnv(env, config.smtp.passwordEnv, 'embeddedWallet.smtp.passwordEnv'),
      from: config.smtp.from,
    },
    socials,
    farcaster: config.farcaster && verifier ? { relayUrl: config.farcaster.relayUrl, verifier } : undefined,
    // The Redis the relay shares across servers also keeps the code-request limits.
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.PORTICO_RATE_LIMIT_KEY_PREFIX || undefined,
  }
}
