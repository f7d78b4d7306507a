import type { BundlerOptions } from '../bundler/options.ts'
import { PorticoConfigError } from './errors.ts'
import type { PorticoConfig } from './porticoConfig.ts'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The bundler routes' options from the config file: each network's bundler URL, from the file or the
 * environment variable it names (a hosted bundler's URL carries its key), and the sponsorship caps
 * (`PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY` and `PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY` win over
 * the file's server-wide values; a project's own entry wins over both).
 *
 * @example
 * const accountAbstraction = bundlerOptionsFromConfig(loadPorticoConfig('portico.config.json'), process.env)
 */
export function bundlerOptionsFromConfig(config: PorticoConfig, env: Env = {}): BundlerOptions {
  return {
    bundlers: (config.bundlers ?? []).map((entry, index) => {
      const url = entry.url ?? (entry.urlEnv ? env[entry.urlEnv] : undefined)
      if (!url) {
        throw new PorticoConfigError(
          `bundlers[${index}] needs a url, or a urlEnv naming a set variable (${entry.urlEnv ?? 'none given'})`,
        )
      }
      return { caipNetworkId: entry.caipNetworkId, url }
    }),
    sponsorship: {
      ...config.sponsorship,
      perSenderPerDay:
        dailyCap(env, 'PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY') ?? config.sponsorship?.perSenderPerDay,
      perProjectPerDay:
        dailyCap(env, 'PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY') ?? config.sponsorship?.perProjectPerDay,
    },
  }
}

function dailyCap(env: Env, name: string): number | undefined {
  const text = env[name]
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new PorticoConfigError(`${name} must be a whole number from 0 (sponsored operations a day)`, {
      details: text,
    })
  }
  return value
}
