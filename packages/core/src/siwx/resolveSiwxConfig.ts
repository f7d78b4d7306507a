import { SiwxNotEnabledError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'
import type { SiwxOption } from '../instance/options.ts'
import type { SiwxConfig } from './types.ts'

const configs = new WeakMap<Portico, { option: SiwxOption; config: Promise<SiwxConfig> }>()

/** The instance's sign-in option, or 'SIWX is not enabled'. */
export function requireSiwxOption(portico: Portico): SiwxOption {
  const option = portico.optionsStore.getState().options.siwx
  if (!option) throw new SiwxNotEnabledError()
  return option
}

/**
 * The instance's sessions backend: the dapp's own `siwx.config`, or the Portico server's session API,
 * whose code loads on first use.
 */
export function resolveSiwxConfig(portico: Portico): Promise<SiwxConfig> {
  const option = requireSiwxOption(portico)
  const cached = configs.get(portico)
  if (cached?.option === option) return cached.config
  const config = option.config
    ? Promise.resolve(option.config)
    : import('./createServerSiwxConfig.ts').then(({ createServerSiwxConfig }) =>
        createServerSiwxConfig({
          api: portico.api,
          storage: portico.environment.storage,
          fetch: portico.environment.fetch,
          statement: option.statement ?? `Sign in to ${portico.options.metadata?.name ?? 'this app'}`,
          expiresInSeconds: option.expiresInSeconds,
          // Outside a browser (tests, scripts) the dapp's metadata url stands for the page.
          page:
            globalThis.location ??
            (portico.options.metadata?.url ? new URL(portico.options.metadata.url) : undefined),
        }),
      )
  configs.set(portico, { option, config })
  return config
}
