import { hex } from '@scure/base'
import { Address, OutScript, type Transaction } from '@scure/btc-signer'
import { BITCOIN_REGTEST } from '../../bitcoin/constants.ts'
import { formatBtc } from './formatBtc.ts'

function addressOf(script: Uint8Array): string {
  try {
    return Address(BITCOIN_REGTEST).encode(OutScript.decode(script))
  } catch {
    return `script ${hex.encode(script)}`
  }
}

/**
 * What a PSBT does, in lines for the approval prompt: the inputs to sign, each output's address and
 * amount, and the fee when every input says what it spends.
 */
export function describePsbt(transaction: Transaction, signing: readonly number[]): string {
  const lines = [
    `Sign input${signing.length === 1 ? '' : 's'} ${signing.join(', ')} of ${transaction.inputsLength}`,
  ]
  let spent: bigint | undefined = 0n
  for (let index = 0; index < transaction.inputsLength; index++) {
    const amount = transaction.getInput(index).witnessUtxo?.amount
    spent = spent === undefined || amount === undefined ? undefined : spent + amount
  }
  let paid = 0n
  for (let index = 0; index < transaction.outputsLength; index++) {
    const output = transaction.getOutput(index)
    paid += output.amount ?? 0n
    lines.push(`→ ${addressOf(output.script ?? new Uint8Array())}: ${formatBtc(output.amount ?? 0n)}`)
  }
  if (spent !== undefined) lines.push(`Fee: ${formatBtc(spent - paid)}`)
  return lines.join('\n')
}
