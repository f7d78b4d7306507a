import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

function readU64(data: ArrayLike<number>, offset: number): bigint {
  let value = 0n
  for (let index = 7; index >= 0; index--) value = (value << 8n) + BigInt(data[offset + index] ?? 0)
  return value
}

function units(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${digits.slice(0, -decimals)}${fraction ? `.${fraction}` : ''}`
}

/**
 * What a Solana transaction does, in lines for the approval prompt: the fee payer, then each
 * instruction (SOL transfers, SPL `TransferChecked` and token-account creation spelled out, other
 * programs by address).
 */
export function describeTransaction(wire: Uint8Array): string {
  const transaction = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const keys = message.staticAccounts
  const lines = [`Fee payer: ${keys[0]}`]
  const instructions = 'instructions' in message ? message.instructions : []
  for (const instruction of instructions) {
    const program = keys[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    const account = (position: number) => keys[instruction.accountIndices?.[position] ?? -1] ?? '?'
    if (program === SYSTEM_PROGRAM && data[0] === 2) {
      lines.push(`Send ${units(readU64(data, 4), 9)} SOL to ${account(1)}`)
    } else if (program === TOKEN_PROGRAM && data[0] === 12) {
      lines.push(
        `Send ${units(readU64(data, 1), data[9] ?? 0)} of token ${account(1)} to account ${account(2)}`,
      )
    } else if (program === ASSOCIATED_TOKEN_PROGRAM) {
      lines.push(`Create the token account ${account(1)} for ${account(2)}`)
    } else {
      lines.push(`Call program ${program}`)
    }
  }
  return lines.join('\n')
}
