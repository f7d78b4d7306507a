import {
  getOnrampOptionList,
  getOnrampProviderList,
  type OnrampOptions,
  type OnrampProviderInfo,
} from '../api/onramp.ts'
import type { Portico } from '../instance/createPortico.ts'
import { SAMPLE_ONRAMP_OPTIONS } from '../onramp/samples.ts'

export type GetOnrampOptionsParameters = { provider?: string | undefined }

export type GetOnrampOptionsReturnType = {
  providers: OnrampProviderInfo[]
  options: OnrampOptions
  /** The options call failed and these are the built-in samples (docs/rules/errors.md). */
  sample: boolean
}

export type GetOnrampOptionsErrorType = never

/**
 * The server's card-payment providers and what a provider sells: purchase currencies with their
 * networks, payment currencies with their limits. A failing options call gives the built-in sample
 * options (docs/rules/errors.md); a failing provider list gives none.
 *
 * @example
 * import { getOnrampOptions } from '@portico/core'
 * const { providers, options } = await getOnrampOptions(portico)
 */
export async function getOnrampOptions(
  portico: Portico,
  parameters: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  const [providers, options] = await Promise.all([
    getOnrampProviderList(portico.api).catch(() => []),
    getOnrampOptionList(portico.api, parameters).catch(() => undefined),
  ])
  return { providers, options: options ?? SAMPLE_ONRAMP_OPTIONS, sample: options === undefined }
}
