import type { CaipNetwork } from '@portico/core'
import { base64 } from '@scure/base'
import { Address, OutScript, selectUTXO } from '@scure/btc-signer'
import { InsufficientFundsError } from '../errors/transfer.ts'
import { getFeeRate } from '../esplora/getFeeRate.ts'
import { getUtxos } from '../esplora/getUtxos.ts'
import { getBitcoinChain } from '../networks/bitcoinChains.ts'
import type { TransferRecipient } from '../wallets/types.ts'

export type BuildTransferParameters = {
  caipNetwork: CaipNetwork
  /** The payment address that pays and takes the change (P2WPKH or any address type btc-signer spends). */
  from: string
  recipients: readonly TransferRecipient[]
  /** sat/vB; default the network's estimate (see `getFeeRate`). */
  feeRate?: number | undefined
}

export type BuildTransferReturnType = {
  /** The unsigned PSBT, base64. */
  psbt: string
  /** The inputs the payment address must sign. */
  inputIndexes: number[]
  fee: bigint
}

/**
 * An unsigned transfer as a PSBT: the payment address's unspent outputs from Esplora (confirmed and in
 * the mempool), picked by @scure/btc-signer's `selectUTXO` to pay the recipients and the fee at the
 * fee rate, the change back to the payment address.
 *
 * @example
 * const { psbt, inputIndexes } = await buildTransfer({ caipNetwork, from: payment, recipients })
 */
export async function buildTransfer(parameters: BuildTransferParameters): Promise<BuildTransferReturnType> {
  const { caipNetwork, from, recipients } = parameters
  const network = getBitcoinChain(caipNetwork).encoding
  const script = OutScript.encode(Address(network).decode(from))
  const [utxos, feeRate] = await Promise.all([
    getUtxos(caipNetwork, from),
    parameters.feeRate ?? getFeeRate(caipNetwork),
  ])
  const selected = selectUTXO(
    utxos.map((utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
    })),
    recipients.map((recipient) => ({ address: recipient.address, amount: recipient.amount })),
    'default',
    { changeAddress: from, feePerByte: BigInt(Math.ceil(feeRate)), network, createTx: true, bip69: false },
  )
  if (!selected?.tx) {
    const amount = recipients.reduce((sum, recipient) => sum + recipient.amount, 0n)
    throw new InsufficientFundsError({ address: from, amount })
  }
  return {
    psbt: base64.encode(selected.tx.toPSBT()),
    inputIndexes: selected.inputs.map((_, index) => index),
    fee: selected.fee ?? 0n,
  }
}
