import { parseArgs } from 'node:util'
import { PorticoError } from '@portico/core'
import type { Project } from '../projects/project.ts'
import {
  createProject,
  deleteProject,
  ensureDefaultProject,
  listProjects,
  updateProject,
} from '../projects/projects-repository.ts'
import { DEFAULT_HOST, DEFAULT_PORT } from '../server/options.ts'
import { startServer } from '../server/start-server.ts'
import { createStorage, type Storage } from '../storage/create-storage.ts'
import { importWalletsFile } from '../wallets/import-wallets.ts'
import { HELP } from './help.ts'
import { parseProjectOptions } from './parse-project-options.ts'

export type CliIo = {
  env: NodeJS.ProcessEnv
  stdout: (text: string) => void
  stderr: (text: string) => void
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'public-url': { type: 'string' },
  'admin-token': { type: 'string' },
  'log-level': { type: 'string' },
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
  name: { type: 'string' },
  origins: { type: 'string' },
  analytics: { type: 'string' },
  feature: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

class UsageError extends PorticoError {
  override name = 'UsageError'
}

const defaultIo: CliIo = {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}

/**
 * Runs `portico-server` with the given arguments. Resolves to an exit code for commands that finish,
 * and to undefined once the server is listening (it then runs until SIGTERM/SIGINT).
 */
export async function main(argv: readonly string[], io: CliIo = defaultIo): Promise<number | undefined> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true })
    if (values.help) {
      io.stdout(HELP)
      return 0
    }
    const storageOptions = {
      databaseUrl: values['database-url'] ?? (io.env.DATABASE_URL || undefined),
      dataDir: values['data-dir'] ?? (io.env.PORTICO_DATA_DIR || undefined),
    }
    const [command, ...rest] = positionals
    if (command === undefined || command === 'serve') {
      if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}"`)
      await serve(values, storageOptions, io)
      return undefined
    }
    if (command === 'import-wallets') {
      const [file, ...extra] = rest
      if (!file || extra.length > 0) throw new UsageError('Usage: portico-server import-wallets FILE')
      return await withStorage(storageOptions, async (storage) => {
        const result = await importWalletsFile(storage.db, file)
        io.stdout(
          `Imported ${result.wallets} wallets and ${result.images} logos (revision ${result.revision}).\n`,
        )
        return 0
      })
    }
    if (command === 'project') return await project(rest, values, storageOptions, io)
    throw new UsageError(`Unknown command "${command}"`)
  } catch (error) {
    return report(error, io)
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values']
type StorageFlags = { databaseUrl: string | undefined; dataDir: string | undefined }

async function serve(values: Values, storageOptions: StorageFlags, io: CliIo): Promise<void> {
  const portText = values.port ?? io.env.PORT
  const port = portText === undefined || portText === '' ? DEFAULT_PORT : Number(portText)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`Invalid port "${portText}" (expected 0 to 65535)`)
  }
  const level = values['log-level'] ?? (io.env.LOG_LEVEL || 'info')
  if (!LOG_LEVELS.includes(level)) throw new UsageError(`Invalid log level "${level}"`)
  const { blockchainOptionsFromEnv } = await import('../blockchain/env.ts')
  await startServer({
    ...storageOptions,
    host: values.host ?? (io.env.HOST || DEFAULT_HOST),
    port,
    publicUrl: values['public-url'] ?? (io.env.PORTICO_PUBLIC_URL || undefined),
    adminToken: values['admin-token'] ?? (io.env.PORTICO_ADMIN_TOKEN || undefined),
    logger: { level },
    blockchain: blockchainOptionsFromEnv(io.env),
  })
}

async function project(
  args: string[],
  values: Values,
  storageOptions: StorageFlags,
  io: CliIo,
): Promise<number> {
  const [action, id, ...extra] = args
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}"`)
  if (action === 'list') {
    return withStorage(storageOptions, async (storage) => {
      await ensureDefaultProject(storage.db)
      const projects = await listProjects(storage.db)
      io.stdout(
        values.json ? `${JSON.stringify(projects, null, 2)}\n` : projects.map(describeProject).join(''),
      )
      return 0
    })
  }
  if (action !== 'create' && action !== 'set' && action !== 'delete') {
    throw new UsageError('Usage: portico-server project list|create|set|delete [ID]')
  }
  if (!id) throw new UsageError(`Usage: portico-server project ${action} ID`)
  const changes = parseProjectOptions(values)
  return withStorage(storageOptions, async (storage) => {
    await ensureDefaultProject(storage.db)
    if (action === 'delete') {
      await deleteProject(storage.db, id)
      io.stdout(`Deleted project ${id}.\n`)
      return 0
    }
    const saved =
      action === 'create'
        ? await createProject(storage.db, id, changes)
        : await updateProject(storage.db, id, changes)
    io.stdout(describeProject(saved))
    return 0
  })
}

function describeProject(project: Project): string {
  const origins =
    project.allowedOrigins.length > 0 ? project.allowedOrigins.join(', ') : '(local origins only)'
  const features = Object.entries(project.features)
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .join(' ')
  return [
    `${project.id}  ${project.name}`,
    `  origins:   ${origins}`,
    `  analytics: ${project.analyticsEnabled ? 'on' : 'off'}`,
    `  features:  ${features || '(defaults)'}`,
    '',
  ].join('\n')
}

async function withStorage(
  options: StorageFlags,
  run: (storage: Storage) => Promise<number>,
): Promise<number> {
  const storage = await createStorage(options)
  try {
    return await run(storage)
  } finally {
    await storage.close()
  }
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
