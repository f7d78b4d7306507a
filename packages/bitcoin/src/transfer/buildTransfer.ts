import type { CaipNetwork } from '@portico/core'
import { isP2wpkhScript, outputScript } from '../addresses/outputScript.ts'
import { InvalidBitcoinAddressError } from '../errors/address.ts'
import { InsufficientFundsError, UnsupportedPaymentAddressError } from '../errors/transfer.ts'
import { getFeeRate } from '../esplora/getFeeRate.ts'
import { getUtxos } from '../esplora/getUtxos.ts'
import { getBitcoinChain } from '../networks/bitcoinChains.ts'
import { encodeBase64 } from '../utils/encoding.ts'
import type { TransferRecipient } from '../wallets/types.ts'
import { encodePsbt } from './psbt.ts'
import type { Transaction, TransactionOutput } from './transaction.ts'

export type BuildTransferParameters = {
  caipNetwork: CaipNetwork
  /** The P2WPKH payment address that pays and takes the change. */
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

// Virtual sizes (vB): the version, counts and lock time with the segwit marker, one P2WPKH input
// with its signature, and an output (amount, script length, script).
const OVERHEAD_VBYTES = 10.5
const P2WPKH_INPUT_VBYTES = 68
const outputVbytes = (output: TransactionOutput) => 9 + output.script.length
/** Change worth less than this is left to the fee: an output that small costs more to spend than it holds. */
const DUST = 546n
const SEQUENCE = 0xffffffff

/**
 * An unsigned transfer as a PSBT: the payment address's unspent outputs from Esplora (confirmed and in
 * the mempool), the largest first until they pay the recipients and the fee at the fee rate, the
 * change back to the payment address unless it would be dust.
 *
 * @example
 * const { psbt, inputIndexes } = await buildTransfer({ caipNetwork, from: payment, recipients })
 */
export async function buildTransfer(parameters: BuildTransferParameters): Promise<BuildTransferReturnType> {
  const { caipNetwork, from, recipients } = parameters
  const chain = getBitcoinChain(caipNetwork)
  const scriptOf = (address: string) => {
    const script = outputScript(address, chain)
    if (!script) throw new InvalidBitcoinAddressError({ address, network: caipNetwork.name })
    return script
  }
  const script = scriptOf(from)
  if (!isP2wpkhScript(script)) throw new UnsupportedPaymentAddressError({ address: from })
  const outputs = recipients.map((recipient) => ({
    amount: recipient.amount,
    script: scriptOf(recipient.address),
  }))
  const [utxos, feeRate] = await Promise.all([
    getUtxos(caipNetwork, from),
    parameters.feeRate ?? getFeeRate(caipNetwork),
  ])
  const rate = Math.ceil(feeRate)
  const amount = outputs.reduce((sum, output) => sum + output.amount, 0n)
  const change: TransactionOutput = { amount: 0n, script }
  const feeFor = (inputs: number, withChange: boolean) =>
    BigInt(
      Math.ceil(
        rate *
          (OVERHEAD_VBYTES +
            inputs * P2WPKH_INPUT_VBYTES +
            outputs.reduce((sum, output) => sum + outputVbytes(output), 0) +
            (withChange ? outputVbytes(change) : 0)),
      ),
    )

  const spent = [...utxos].sort((a, b) => b.value - a.value)
  let total = 0n
  for (let count = 1; count <= spent.length; count++) {
    total += BigInt(spent[count - 1]!.value)
    const fee = feeFor(count, true)
    const rest = total - amount - fee
    if (rest < DUST && total < amount + feeFor(count, false)) continue
    const withChange = rest >= DUST
    const inputs = spent.slice(0, count)
    const transaction: Transaction = {
      version: 2,
      inputs: inputs.map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        sequence: SEQUENCE,
        scriptSig: new Uint8Array(),
        witness: [],
      })),
      outputs: withChange ? [...outputs, { ...change, amount: rest }] : outputs,
      locktime: 0,
    }
    const psbt = encodePsbt(
      transaction,
      inputs.map((utxo) => ({ amount: BigInt(utxo.value), script })),
    )
    return {
      psbt: encodeBase64(psbt),
      inputIndexes: inputs.map((_, index) => index),
      fee: withChange ? fee : total - amount,
    }
  }
  throw new InsufficientFundsError({ address: from, amount })
}
