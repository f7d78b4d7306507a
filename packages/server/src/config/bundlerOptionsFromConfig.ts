import type { BundlerOptions } from '../bundler/options.ts'
import { PorticoConfigError } from './errors.ts'
import type { PorticoConfig } from './porticoConfig.ts'

type Env = Readonly<Record<string, string | undefined>>

/**
 * The bundler routes' options from the config file: each network's bundler URL, from the file or the
 * environment variable it names (a hosted bundler's URL carries its key).
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
  }
}
