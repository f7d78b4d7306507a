import { getProfileZones, ProfileApiFailure } from '../api/profile.ts'
import { NameSuggestionsError } from '../errors/names.ts'
import type { Portico } from '../instance/createPortico.ts'

/** The zones names may be registered in, the server's preferred one (its first configured zone) first. */
export type GetNameZonesReturnType = string[]

export type GetNameZonesErrorType = NameSuggestionsError

/**
 * Asks the registry which zones it registers names in (docs/rules/api.md profile routes): the modal
 * registers under the first, the server's preferred zone; `reown.id` and `wcn.id` stay valid where the
 * operator keeps them.
 *
 * @example
 * import { getNameZones } from '@portico/core'
 * const [zone] = await getNameZones(portico)
 * await registerAccountName(portico, { name: `alice.${zone}` })
 */
export async function getNameZones(portico: Portico): Promise<GetNameZonesReturnType> {
  try {
    const { zones } = await getProfileZones(portico.api)
    return zones
  } catch (error) {
    throw new NameSuggestionsError({
      reason: error instanceof ProfileApiFailure ? error.reason : undefined,
      cause: error,
    })
  }
}
