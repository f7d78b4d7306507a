import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import type { SolanaDevWallet } from './createSolanaDevWallet.ts'

/** The Solana methods the dev wallet answers over WalletConnect. */
export const SOLANA_WALLET_CONNECT_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const

/**
 * Answers a WalletConnect Solana request with the connected dev wallet's account (the `pubkey`, else
 * the first), after its approval prompt: `solana_signMessage` ({ message: base58, pubkey }) gives `{ signature }` in base58;
 * `solana_signTransaction` ({ transaction: base64 }) gives the fee payer's `signature` (base58) and
 * the signed `transaction` (base64). A rejection is 4001; other methods 4200.
 *
 * @example
 * const result = await answerWalletConnectRequest(solana, { method: 'solana_signMessage', params: { message, pubkey } })
 */
export async function answerWalletConnectRequest(
  solana: SolanaDevWallet,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const { wallet } = solana
  const params = (request.params ?? {}) as { message?: unknown; pubkey?: unknown; transaction?: unknown }
  const account =
    wallet.accounts.find((candidate) => candidate.address === params.pubkey) ?? wallet.accounts[0]
  if (!account) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, 'Unauthorized')
  if (request.method === 'solana_signMessage' && typeof params.message === 'string') {
    const feature = wallet.features[SolanaSignMessage] as SolanaSignMessageFeature[typeof SolanaSignMessage]
    const [output] = await feature.signMessage({
      account,
      message: new Uint8Array(getBase58Encoder().encode(params.message)),
    })
    return { signature: getBase58Decoder().decode(output!.signature) }
  }
  if (request.method === 'solana_signTransaction' && typeof params.transaction === 'string') {
    const feature = wallet.features[
      SolanaSignTransaction
    ] as SolanaSignTransactionFeature[typeof SolanaSignTransaction]
    const [output] = await feature.signTransaction({
      account,
      transaction: new Uint8Array(getBase64Encoder().encode(params.transaction)),
    })
    const signed = getTransactionDecoder().decode(output!.signedTransaction)
    const signature = signed.signatures[account.address as never]
    return {
      signature: signature ? getBase58Decoder().decode(signature) : '',
      transaction: getBase64Decoder().decode(output!.signedTransaction),
    }
  }
  throw new ProviderRpcError(WALLET_ERROR_CODES.UnsupportedMethod, `Unsupported method: ${request.method}`)
}
