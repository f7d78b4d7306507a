import type { AdapterTransfer } from '@portico/core'
import {
  type Base64EncodedWireTransaction,
  compileTransaction,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Signature,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { SolanaConnection } from '../connections/createConnectionStore.ts'
import { WalletFeatureNotSupportedError } from '../errors/adapter.ts'
import { toWalletChain } from '../networks/toWalletChain.ts'
import { getRpc } from '../rpc/getRpc.ts'
import { buildTransfer } from './buildTransfer.ts'
import { waitForSignature } from './waitForSignature.ts'

export type TransferParameters = AdapterTransfer & {
  connection: SolanaConnection
  confirmationTimeout: number
  pollingInterval: number
}

/**
 * Sends SOL or an SPL token from the connected account: builds the transaction, has the wallet sign it
 * (`solana:signTransaction`, then Portico sends it to the network's RPC; or the wallet's own
 * `solana:signAndSendTransaction`), waits for the confirmation and returns the signature (base58).
 */
export async function transfer(parameters: TransferParameters): Promise<string> {
  const { connection, caipNetwork } = parameters
  const rpc = getRpc(caipNetwork)
  const { message } = await buildTransfer(rpc, parameters)
  const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
  const account = connection.accounts.find((candidate) => candidate.address === parameters.address)
  const chain = toWalletChain(caipNetwork)
  const features = connection.wallet.features
  let signature: Signature
  if (SolanaSignTransaction in features) {
    const feature = features[
      SolanaSignTransaction
    ] as SolanaSignTransactionFeature[typeof SolanaSignTransaction]
    // Labels for a wallet that draws its own approval screen (the embedded wallet); others ignore them.
    const hints = { receiver: parameters.to, tokenSymbol: parameters.token?.symbol }
    const input = { account: account!, transaction: wire, chain, hints }
    const [signed] = await feature.signTransaction(input)
    const encoded = getBase64Decoder().decode(signed!.signedTransaction) as Base64EncodedWireTransaction
    signature = await rpc
      .sendTransaction(encoded, { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send()
  } else if (SolanaSignAndSendTransaction in features) {
    const feature = features[
      SolanaSignAndSendTransaction
    ] as SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]
    const [sent] = await feature.signAndSendTransaction({ account: account!, transaction: wire, chain })
    signature = getBase58Decoder().decode(sent!.signature) as Signature
  } else {
    throw new WalletFeatureNotSupportedError(connection.wallet.name, SolanaSignTransaction)
  }
  await waitForSignature(rpc, {
    signature,
    timeout: parameters.confirmationTimeout,
    pollingInterval: parameters.pollingInterval,
  })
  return signature
}
