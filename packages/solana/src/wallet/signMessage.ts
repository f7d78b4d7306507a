import { WalletMethodNotSupportedError } from '@portico/core'
import { toWalletError } from '@portico/core/walletStandard'
import { base58 } from '@scure/base'
import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { SolanaConnection } from '../connections/solanaConnection.ts'

/** Signs a UTF-8 message with the wallet's `solana:signMessage`; returns the Ed25519 signature in base58. */
export async function signMessage(
  connection: SolanaConnection,
  parameters: { address: string; message: string },
): Promise<string> {
  const { wallet } = connection
  const feature = wallet.features[SolanaSignMessage] as
    | SolanaSignMessageFeature[typeof SolanaSignMessage]
    | undefined
  if (!feature) throw new WalletMethodNotSupportedError({ wallet: wallet.name, method: SolanaSignMessage })
  const account = connection.accounts.find((candidate) => candidate.address === parameters.address)
  const [output] = await feature
    .signMessage({
      account: account ?? connection.accounts[0]!,
      message: new TextEncoder().encode(parameters.message),
    })
    .catch((error: unknown) => {
      throw toWalletError(error, { wallet: wallet.name, method: SolanaSignMessage })
    })
  return base58.encode(output!.signature)
}
