import { base58 } from '@scure/base'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { SolanaConnection } from '../connections/createConnectionStore.ts'
import { WalletFeatureNotSupportedError } from '../errors/adapter.ts'

/** Signs a UTF-8 message with the wallet's `solana:signMessage`; returns the Ed25519 signature in base58. */
export async function signMessage(
  connection: SolanaConnection,
  parameters: { address: string; message: string },
): Promise<string> {
  const feature = connection.wallet.features[SolanaSignMessage] as
    | SolanaSignMessageFeature[typeof SolanaSignMessage]
    | undefined
  if (!feature) throw new WalletFeatureNotSupportedError(connection.wallet.name, SolanaSignMessage)
  const account = connection.accounts.find((candidate) => candidate.address === parameters.address)
  const [output] = await feature.signMessage({
    account: account ?? connection.accounts[0]!,
    message: new TextEncoder().encode(parameters.message),
  })
  return base58.encode(output!.signature)
}
