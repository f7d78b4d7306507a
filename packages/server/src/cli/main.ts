import { parseArgs } from 'node:util'
import { PorticoError } from '@portico/core'
import { DEFAULT_HOST, DEFAULT_PORT } from '../server/options.ts'
import type { ProjectCommand } from './commands.ts'
import { HELP } from './help.ts'
import { parseProjectOptions } from './parseProjectOptions.ts'
import { UsageError } from './usageError.ts'

export type CliIo = {
  env: NodeJS.ProcessEnv
  stdout: (text: string) => void
  stderr: (text: string) => void
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

const OPTIONS = {
  port: { type: 'string' },
  'vault-port': { type: 'string' },
  host: { type: 'string' },
  'public-url': { type: 'string' },
  'admin-token': { type: 'string' },
  'log-level': { type: 'string' },
  config: { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  'metrics-port': { type: 'string' },
  'metrics-host': { type: 'string' },
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
  name: { type: 'string' },
  origins: { type: 'string' },
  analytics: { type: 'string' },
  feature: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values']

const defaultIo: CliIo = {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

/**
 * Runs `portico-server` with the given arguments. Resolves to an exit code for commands that finish,
 * and to undefined once the server is listening (it then runs until SIGTERM/SIGINT). Arguments are
 * checked before the server and storage modules load, so usage errors and --help answer at once.
 */
export async function main(argv: readonly string[], io: CliIo = defaultIo): Promise<number | undefined> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true })
    if (values.help) {
      io.stdout(HELP)
      return 0
    }
    const storage = {
      databaseUrl: values['database-url'] ?? (io.env.DATABASE_URL || undefined),
      dataDir: values['data-dir'] ?? (io.env.PORTICO_DATA_DIR || undefined),
    }
    const [command, ...rest] = positionals
    if (command === undefined || command === 'serve') {
      if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`)
      const options = serverOptions(values, io.env)
      const commands = await import('./commands.ts')
      await commands.serve(
        { ...storage, ...options },
        io.env,
        values.config ?? (io.env.PORTICO_CONFIG || undefined),
      )
      return undefined
    }
    if (command === 'import-wallets') {
      const [file, ...extra] = rest
      if (!file || extra.length > 0) throw new UsageError('Usage: portico-server import-wallets FILE')
      const commands = await import('./commands.ts')
      return await commands.importWallets(storage, file, io.stdout)
    }
    if (command === 'project') {
      const projectCommand = parseProjectCommand(rest, values)
      const commands = await import('./commands.ts')
      return await commands.project(storage, projectCommand, io.stdout)
    }
    throw new UsageError(`Unknown command "${command}"`)
  } catch (error) {
    return report(error, io)
  }
}

function serverOptions(values: Values, env: NodeJS.ProcessEnv) {
  const portText = values.port ?? env.PORT
  const port = portText === undefined || portText === '' ? DEFAULT_PORT : Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`Invalid port "${portText}" (expected 0 to 65535)`)
  }
  const vaultPortText = values['vault-port']
  const vaultPort = vaultPortText === undefined ? undefined : Number(vaultPortText)
  if (vaultPort !== undefined && (!Number.isInteger(vaultPort) || vaultPort < 0 || vaultPort > 65_535)) {
    throw new UsageError(`Invalid vault port "${vaultPortText}" (expected 0 to 65535)`)
  }
  const metricsPortText = values['metrics-port'] ?? (env.PORTICO_METRICS_PORT || undefined)
  const metricsPort = metricsPortText === undefined ? undefined : Number(metricsPortText)
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65_535)
  ) {
    throw new UsageError(`Invalid metrics port "${metricsPortText}" (expected 0 to 65535)`)
  }
  const level = values['log-level'] ?? (env.LOG_LEVEL || 'info')
  if (!LOG_LEVELS.includes(level)) throw new UsageError(`Invalid log level "${level}"`)
  return {
    host: values.host ?? (env.HOST || DEFAULT_HOST),
    port,
    vaultPort,
    publicUrl: values['public-url'] ?? (env.PORTICO_PUBLIC_URL || undefined),
    adminToken: values['admin-token'] ?? (env.PORTICO_ADMIN_TOKEN || undefined),
    logger: { level },
    trustProxy:
      values['trust-proxy'] ?? (env.PORTICO_TRUST_PROXY === '1' || env.PORTICO_TRUST_PROXY === 'true'),
    metrics:
      metricsPort === undefined
        ? undefined
        : { port: metricsPort, host: values['metrics-host'] ?? (env.PORTICO_METRICS_HOST || undefined) },
    rateLimit: {
      reads: perMinute(env, 'PORTICO_RATE_LIMIT_READS'),
      perIp: perMinute(env, 'PORTICO_RATE_LIMIT_WRITES'),
      relayConnects: perMinute(env, 'PORTICO_RATE_LIMIT_RELAY_CONNECTS'),
      relayConnections: wholeNumber(env, 'PORTICO_RATE_LIMIT_RELAY_CONNECTIONS', 'connections'),
      redisUrl: env.REDIS_URL || undefined,
      redisKeyPrefix: env.PORTICO_RATE_LIMIT_KEY_PREFIX || undefined,
    },
  }
}

/** A per-minute limit from the environment, or undefined for the default. */
function perMinute(env: NodeJS.ProcessEnv, name: string) {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  const max = Number(text)
  if (!Number.isSafeInteger(max) || max < 1) {
    throw new UsageError(`Invalid ${name} "${text}" (expected requests per minute, a whole number from 1)`)
  }
  return { max, windowMs: 60_000 }
}

/** A whole number from 1 from the environment, or undefined for the default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, unit: string) {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`Invalid ${name} "${text}" (expected ${unit}, a whole number from 1)`)
  }
  return value
}

function parseProjectCommand(args: string[], values: Values): ProjectCommand {
  const [action, id, ...extra] = args
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}"`)
  if (action === 'list') return { action, json: values.json ?? false }
  if (action !== 'create' && action !== 'set' && action !== 'delete') {
    throw new UsageError('Usage: portico-server project list|create|set|delete [ID]')
  }
  if (!id) throw new UsageError(`Usage: portico-server project ${action} ID`)
  if (action === 'delete') return { action, id }
  return { action, id, changes: parseProjectOptions(values) }
}

function report(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`portico-server: ${error.shortMessage}\nRun "portico-server --help" for usage.\n`)
    return 2
  }
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    io.stderr(`portico-server: ${error.message}\nRun "portico-server --help" for usage.\n`)
    return 2
  }
  if (error instanceof PorticoError) {
    io.stderr(`portico-server: ${error.shortMessage}${error.details ? `: ${error.details}` : ''}\n`)
    return 1
  }
  io.stderr(`portico-server: ${error instanceof Error ? error.message : String(error)}\n`)
  return 1
}
