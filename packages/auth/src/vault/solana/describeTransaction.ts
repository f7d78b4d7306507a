import { InvalidSolanaTransactionError } from '../../errors.ts'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedTokenAddress,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../../solana/associatedTokenAddress.ts'
import type { SolanaInstruction, SolanaWireTransaction } from '../../solana/readTransaction.ts'
import { amount, t } from '../messages/index.ts'
import type { ApprovalSummary } from '../screens.ts'

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM])
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const LAMPORTS_PER_SIGNATURE = 5_000n
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n

/** What the page may add to a request: the network's name and labels it claims, checked where possible. */
export type SolanaSigningContext = {
  networkName: string
  /** The wallet the page says it pays; shown only when it owns the receiving token account. */
  receiver?: string | undefined
  /** The token's symbol as the page names it, shown next to its mint. */
  tokenSymbol?: string | undefined
}

function short(address: string | undefined): string {
  if (!address) return t('solanaUnresolved')
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

function u64(data: Uint8Array, offset: number): bigint {
  if (data.length < offset + 8) throw new InvalidSolanaTransactionError('Malformed instruction')
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

function u32(data: Uint8Array, offset: number): number {
  if (data.length < offset + 4) throw new InvalidSolanaTransactionError('Malformed instruction')
  return new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true)
}

/** A decimal amount of base units, without trailing zeros. */
export function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const sol = (lamports: bigint) => amount(formatUnits(lamports, 9), 'SOL')

/** The network fee the message will cost: per signature, plus the priority fee its compute budget sets. */
export function transactionFee(transaction: SolanaWireTransaction): bigint {
  let unitLimit: bigint | undefined
  let microLamportsPerUnit = 0n
  let others = 0n
  for (const instruction of transaction.instructions) {
    if (instruction.programId !== COMPUTE_BUDGET_PROGRAM) {
      others++
      continue
    }
    if (instruction.data[0] === 2) unitLimit = BigInt(u32(instruction.data, 1))
    if (instruction.data[0] === 3) microLamportsPerUnit = u64(instruction.data, 1)
  }
  const units = unitLimit ?? others * DEFAULT_UNITS_PER_INSTRUCTION
  const priority = (microLamportsPerUnit * units + 999_999n) / 1_000_000n
  return BigInt(transaction.requiredSignatures) * LAMPORTS_PER_SIGNATURE + priority
}

type Described = { line: string; details?: string[] }

function describeInstruction(
  instruction: SolanaInstruction,
  context: SolanaSigningContext,
  owner: string,
): Described | undefined {
  const { programId, accounts, data } = instruction
  if (programId === COMPUTE_BUDGET_PROGRAM) return undefined
  if (programId === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2) {
    const [from, to] = accounts
    const send = { value: sol(u64(data, 4)), to: short(to), network: context.networkName }
    return {
      line: from === owner ? t('solanaSend', send) : t('solanaSendFrom', { ...send, from: short(from) }),
      details: [t('receiver', { address: to ?? t('unknown') })],
    }
  }
  if (programId && TOKEN_PROGRAMS.has(programId) && data[0] === 12 && data.length === 10) {
    const [, mint, destination] = accounts
    const value = amount(formatUnits(u64(data, 1), data[9] as number))
    const token = context.tokenSymbol
      ? t('solanaTokenWithSymbol', { symbol: context.tokenSymbol, mint: short(mint) })
      : t('solanaToken', { mint: short(mint) })
    const receiver = context.receiver
    const owned =
      receiver &&
      mint &&
      destination &&
      (() => {
        try {
          return associatedTokenAddress(receiver, mint, programId) === destination
        } catch {
          return false
        }
      })()
    const to = owned ? short(receiver) : t('solanaTokenAccount', { account: short(destination) })
    return {
      line: t('solanaTokenSend', { amount: value, token, to, network: context.networkName }),
      details: [
        owned
          ? t('receiver', { address: receiver })
          : t('receivingTokenAccount', { address: destination ?? t('unknown') }),
        t('tokenMint', { address: mint ?? t('unknown') }),
      ],
    }
  }
  if (programId && TOKEN_PROGRAMS.has(programId) && data[0] === 3 && data.length === 9) {
    return {
      line: t('solanaTokenMove', {
        amount: amount(u64(data, 1).toString()),
        account: short(accounts[1]),
        network: context.networkName,
      }),
    }
  }
  if (programId === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || data[0] === 0 || data[0] === 1)) {
    return {
      line: t('solanaOpenAccount', {
        owner: short(accounts[2]),
        payerKind: accounts[0] === owner ? 'you' : 'other',
        payer: short(accounts[0]),
      }),
    }
  }
  return {
    line: t('solanaProgram', { program: short(programId) }),
    details: [t('program', { address: programId ?? t('unknown') })],
  }
}

/**
 * The plain-language approval screen of a Solana transaction: what each instruction sends (amount,
 * token, receiver, network), who pays and the network fee, all read from the message bytes the vault
 * signs; the page's labels are used only where the message confirms them.
 */
export function describeTransaction(
  transaction: SolanaWireTransaction,
  owner: string,
  context: SolanaSigningContext,
): ApprovalSummary {
  const described = transaction.instructions
    .map((instruction) => describeInstruction(instruction, context, owner))
    .filter((entry): entry is Described => entry !== undefined)
  const lines = described.map((entry) => entry.line)
  if (lines.length === 0) lines.push(t('solanaNothing', { network: context.networkName }))
  const payer = transaction.accountKeys[0]
  const fee = sol(transactionFee(transaction))
  lines.push(
    payer === owner
      ? t('solanaFromFee', { account: short(owner), fee })
      : t('solanaFromOtherPays', { account: short(owner), payer: short(payer), fee }),
  )
  const detail = [...new Set(described.flatMap((entry) => entry.details ?? []))].join('\n')
  return { title: t('transactionTitle'), lines, detail: detail || undefined }
}
