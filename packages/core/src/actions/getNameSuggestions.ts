import type { NameSuggestion } from '../api/profile.ts'
import { getProfileNameSuggestions, ProfileApiFailure } from '../api/profile.ts'
import { NameSuggestionsError } from '../errors/names.ts'
import type { Portico } from '../instance/createPortico.ts'

export type GetNameSuggestionsParameters = {
  /** The wanted name, with or without its suffix. */
  name: string
  /** The zone, e.g. `example.id` (the server's preferred zone when left out). */
  zone?: string | undefined
}

/** The wanted name first, `registered` telling whether it is taken, then free alternatives. */
export type GetNameSuggestionsReturnType = NameSuggestion[]

export type GetNameSuggestionsErrorType = NameSuggestionsError

/**
 * Asks the registry whether a name is free and for free alternatives (docs/rules/api.md profile suggestions).
 *
 * @example
 * import { getNameSuggestions } from '@portico/core'
 * const [wanted, ...others] = await getNameSuggestions(portico, { name: 'alice' })
 * if (wanted?.registered) console.log('taken; try', others.map((s) => s.name))
 */
export async function getNameSuggestions(
  portico: Portico,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  try {
    const { suggestions } = await getProfileNameSuggestions(portico.api, parameters.name, parameters.zone)
    return suggestions
  } catch (error) {
    throw new NameSuggestionsError({
      reason: error instanceof ProfileApiFailure ? error.reason : undefined,
      cause: error,
    })
  }
}
