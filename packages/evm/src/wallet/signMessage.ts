import { type Config, signMessage as wagmiSignMessage } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'

export type SignMessageParameters = { connectorId: string; address: string; message: string }

export type SignMessageReturnType = Hex

/** Asks the wallet to sign a plain-text message (personal_sign). */
export async function signMessage(
  config: Config,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  return wagmiSignMessage(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
    account: parameters.address as Address,
    message: parameters.message,
  })
}
