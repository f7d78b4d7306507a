import { ACCOUNT_NAME_RULE, isValidAccountName, splitAccountName } from '../accounts/names.ts'
import { type AccountName, ProfileApiFailure, postProfileName } from '../api/profile.ts'
import type { SignMessageFailedError } from '../errors/account.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import { RegisterNameError } from '../errors/names.ts'
import type { Portico } from '../instance/createPortico.ts'
import { rememberIdentity } from '../stores/identity.ts'
import { signMessage } from './signMessage.ts'

export type RegisterAccountNameParameters = {
  /** The full name in one of the server's zones, e.g. `alice.example.id` (see `getNameZones`). */
  name: string
  /** Text records stored with the name, e.g. `{ avatar: 'https://…' }`. */
  attributes?: Record<string, string> | undefined
}

export type RegisterAccountNameReturnType = AccountName

export type RegisterAccountNameErrorType =
  | NoActiveCaipAddressError
  | SignMessageFailedError
  | RegisterNameError

/** ENSIP-11 coin type of an EVM chain: 60 on Ethereum, `0x80000000 | chainId` elsewhere. */
function coinTypeOf(chainId: number): number {
  return chainId === 1 ? 60 : 0x8000_0000 + chainId
}

/**
 * Registers an account name for the active EVM account (docs/rules/states.md Name registration): the wallet signs
 * a message with the name, its attributes and a timestamp in seconds, the server stores it, and the
 * name becomes the account's profile name.
 *
 * @example
 * import { getNameZones, registerAccountName } from '@portico/core'
 * const [zone] = await getNameZones(portico)
 * await registerAccountName(portico, { name: `alice.${zone}` })
 */
export async function registerAccountName(
  portico: Portico,
  parameters: RegisterAccountNameParameters,
): Promise<RegisterAccountNameReturnType> {
  const { name, attributes = {} } = parameters
  const { address, namespace, caipAddress } = portico.account.store.getState()
  if (!address || !caipAddress) throw new NoActiveCaipAddressError()
  if (namespace !== 'eip155') {
    throw new RegisterNameError(name, { reason: 'Account names are for EVM accounts only' })
  }
  if (!isValidAccountName(splitAccountName(name).label)) {
    throw new RegisterNameError(name, { reason: ACCOUNT_NAME_RULE })
  }
  const chainId = Number(caipAddress.split(':')[1])
  const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await signMessage(portico, { message })
  let registered: AccountName
  try {
    registered = await postProfileName(portico.api, {
      coin_type: coinTypeOf(chainId),
      address,
      message,
      signature,
    })
  } catch (error) {
    throw new RegisterNameError(name, {
      reason: error instanceof ProfileApiFailure ? error.reason : undefined,
      cause: error,
    })
  }
  const image = registered.attributes.avatar ?? portico.account.store.getState().profileImage
  portico.account.setProfile({ name: registered.name, image })
  rememberIdentity(portico.storage, address, { name: registered.name, avatar: image ?? null })
  return registered
}
