import type { AccountName } from '../api/profile.ts'
import { getProfileName, getProfileNamesForAddress, ProfileApiFailure } from '../api/profile.ts'
import { NameNotFoundError, NamesForAddressError, ResolveNameError } from '../errors/names.ts'
import type { Portico } from '../instance/createPortico.ts'

export type ResolveAccountNameParameters = { name: string } | { address: string }

/** By name: the name's record. By address: the address's names, primary first (maybe none). */
export type ResolveAccountNameReturnType = AccountName[]

export type ResolveAccountNameErrorType = NameNotFoundError | ResolveNameError | NamesForAddressError

const reasonOf = (error: unknown) => (error instanceof ProfileApiFailure ? error.reason : undefined)

/**
 * Looks a registered account name up by name, or an address's names (docs/rules/api.md profile account and
 * reverse). A name nobody holds is 'Name not found'.
 *
 * @example
 * import { resolveAccountName } from '@portico/core'
 * const [record] = await resolveAccountName(portico, { name: 'alice.reown.id' })
 * const names = await resolveAccountName(portico, { address: '0xf39F…2266' })
 */
export async function resolveAccountName(
  portico: Portico,
  parameters: ResolveAccountNameParameters,
): Promise<ResolveAccountNameReturnType> {
  if ('address' in parameters) {
    try {
      return await getProfileNamesForAddress(portico.api, parameters.address)
    } catch (error) {
      throw new NamesForAddressError({ reason: reasonOf(error), cause: error })
    }
  }
  try {
    return [await getProfileName(portico.api, parameters.name)]
  } catch (error) {
    if (error instanceof ProfileApiFailure && error.status === 404)
      throw new NameNotFoundError(parameters.name)
    throw new ResolveNameError({ reason: reasonOf(error), cause: error })
  }
}
