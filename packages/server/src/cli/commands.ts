import { dirname, resolve } from 'node:path'
import type { Project } from '../projects/project.ts'
import type { ProjectChanges } from '../projects/projectsRepository.ts'
import {
  createProject,
  deleteProject,
  ensureDefaultProject,
  listProjects,
  PROJECTS_CHANNEL,
  updateProject,
} from '../projects/projectsRepository.ts'
import { type StartServerOptions, startServer } from '../server/startServer.ts'
import { createStorage, type Storage, type StorageOptions } from '../storage/createStorage.ts'
import { importWalletsFile } from '../wallets/importWallets.ts'

export type Print = (text: string) => void

/**
 * Starts the server with the blockchain API from the config file (none without one) and the
 * environment, and the relay configured from the environment.
 */
export async function serve(
  options: StartServerOptions & { vaultPort?: number | undefined },
  env: NodeJS.ProcessEnv,
  configFile: string | undefined,
): Promise<void> {
  const { loadPorticoConfig } = await import('../config/loadPorticoConfig.ts')
  const { blockchainOptionsFromConfig } = await import('../config/blockchainOptionsFromConfig.ts')
  const { bundlerOptionsFromConfig } = await import('../config/bundlerOptionsFromConfig.ts')
  const { relayOptionsFromEnv } = await import('@portico/relay')
  const config = configFile ? loadPorticoConfig(configFile) : {}
  const blockchain = blockchainOptionsFromConfig(config, env)
  // The server caps relay connections itself (PORTICO_RATE_LIMIT_RELAY_*), shared through its Redis.
  const {
    port: _port,
    host: _host,
    path: _path,
    connectionLimits: _connectionLimits,
    ...relay
  } = relayOptionsFromEnv(env)
  const localWalletsFile =
    configFile && config.localWalletsFile ? resolve(dirname(configFile), config.localWalletsFile) : undefined
  const embeddedWallet = config.embeddedWallet
    ? await (await import('../config/embeddedWalletOptionsFromConfig.ts')).embeddedWalletOptionsFromConfig(
        config.embeddedWallet,
        env,
        configFile ? dirname(resolve(configFile)) : process.cwd(),
      )
    : undefined
  if (embeddedWallet && options.vaultPort !== undefined) embeddedWallet.vaultPort = options.vaultPort
  const { vaultPort: _vaultPort, ...serverOptions } = options
  const accountAbstraction = bundlerOptionsFromConfig(config, env)
  await startServer({
    ...serverOptions,
    blockchain,
    relay,
    localWalletsFile,
    embeddedWallet,
    accountAbstraction,
    names: config.names,
  })
}

export async function importWallets(
  storageOptions: StorageOptions,
  file: string,
  print: Print,
): Promise<number> {
  return withStorage(storageOptions, async (storage) => {
    const result = await importWalletsFile(storage.db, file)
    print(`Imported ${result.wallets} wallets and ${result.images} logos (revision ${result.revision}).\n`)
    return 0
  })
}

export type ProjectCommand =
  | { action: 'list'; json: boolean }
  | { action: 'create' | 'set'; id: string; changes: ProjectChanges }
  | { action: 'delete'; id: string }

export async function project(
  storageOptions: StorageOptions,
  command: ProjectCommand,
  print: Print,
): Promise<number> {
  return withStorage(storageOptions, async (storage) => {
    await ensureDefaultProject(storage.db)
    if (command.action === 'list') {
      const projects = await listProjects(storage.db)
      print(command.json ? `${JSON.stringify(projects, null, 2)}\n` : projects.map(describeProject).join(''))
    } else if (command.action === 'delete') {
      await deleteProject(storage.db, command.id)
      await storage.notify(PROJECTS_CHANNEL, command.id)
      print(`Deleted project ${command.id}.\n`)
    } else {
      const saved =
        command.action === 'create'
          ? await createProject(storage.db, command.id, command.changes)
          : await updateProject(storage.db, command.id, command.changes)
      await storage.notify(PROJECTS_CHANNEL, command.id)
      print(describeProject(saved))
    }
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
  options: StorageOptions,
  run: (storage: Storage) => Promise<number>,
): Promise<number> {
  const storage = await createStorage(options)
  try {
    return await run(storage)
  } finally {
    await storage.close()
  }
}
