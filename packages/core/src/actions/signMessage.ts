import { SignMessageFailedError } from '../errors/account.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'

export type SignMessageParameters = { message: string }

/** The signature, in the namespace's own encoding (hex on EVM). */
export type SignMessageReturnType = string

export type SignMessageErrorType = NoActiveCaipAddressError | SignMessageFailedError

/**
 * Asks the active account's wallet to sign a plain-text message.
 *
 * @example
 * import { signMessage } from '@portico/core'
 * const signature = await signMessage(portico, { message: 'Hello from my dapp' })
 */
export async function signMessage(
  portico: Portico,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  const adapter = active ? portico.connections.adapterFor(active.namespace) : undefined
  if (!active || !address || !adapter) throw new NoActiveCaipAddressError()
  try {
    return await adapter.signMessage({
      connectorId: active.connectorId,
      address,
      message: parameters.message,
    })
  } catch (error) {
    throw new SignMessageFailedError({ cause: error })
  }
}
