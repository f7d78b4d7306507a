import { type AdapterTransfer, WalletMethodNotSupportedError } from '@portico/core'
import { base58, base64 } from '@scure/base'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { SolanaConnection } from '../connections/solanaConnection.ts'
import { toWalletChain } from '../networks/toWalletChain.ts'
import { COMMITMENT, getRpc } from '../rpc/getRpc.ts'
import { toWireTransaction } from '../transaction/wireTransaction.ts'
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
  const wire = toWireTransaction(message)
  const account = connection.accounts.find((candidate) => candidate.address === parameters.address)
  const chain = toWalletChain(caipNetwork)
  const features = connection.wallet.features
  let signature: string
  if (SolanaSignTransaction in features) {
    const feature = features[
      SolanaSignTransaction
    ] as SolanaSignTransactionFeature[typeof SolanaSignTransaction]
    // Labels for a wallet that draws its own approval screen (the embedded wallet); others ignore them.
    const hints = { receiver: parameters.to, tokenSymbol: parameters.token?.symbol }
    const input = { account: account!, transaction: wire, chain, hints }
    const [signed] = await feature.signTransaction(input)
    signature = await rpc.request<string>('sendTransaction', [
      base64.encode(signed!.signedTransaction),
      { encoding: 'base64', preflightCommitment: COMMITMENT },
    ])
  } else if (SolanaSignAndSendTransaction in features) {
    const feature = features[
      SolanaSignAndSendTransaction
    ] as SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]
    const [sent] = await feature.signAndSendTransaction({ account: account!, transaction: wire, chain })
    signature = base58.encode(sent!.signature)
  } else {
    throw new WalletMethodNotSupportedError({ wallet: connection.wallet.name, method: SolanaSignTransaction })
  }
  await waitForSignature(rpc, {
    signature,
    timeout: parameters.confirmationTimeout,
    pollingInterval: parameters.pollingInterval,
  })
  return signature
}
