import type { FailedTransactionMetadata } from 'litesvm'

// litesvm's error enums are `const enum` declarations (types only), so the names are listed here in
// enum order; Solana's RPC answers them by name.
const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

/** A Solana transaction error in the RPC's JSON form: `"AlreadyProcessed"`, `{ InstructionError: [0, { Custom: 1 }] }`… */
export type SolanaTransactionError = string | Record<string, unknown>

/**
 * The RPC JSON form of a failed litesvm transaction's error.
 *
 * @example
 * toTransactionError(result) // { InstructionError: [0, { Custom: 1 }] }
 */
export function toTransactionError(result: FailedTransactionMetadata): SolanaTransactionError {
  const err = result.err() as unknown
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  const record = err as {
    constructor: { name: string }
    index?: number
    accountIndex?: number
    err?: () => unknown
  }
  const name = record.constructor.name.replace(/^TransactionError/, '')
  if (name === 'InstructionError' && typeof record.err === 'function') {
    const inner = record.err() as unknown
    const detail =
      typeof inner === 'number'
        ? (INSTRUCTION_ERRORS[inner] ?? inner)
        : typeof inner === 'object' && inner !== null && 'code' in inner
          ? { Custom: (inner as { code: number }).code }
          : String(inner)
    return { InstructionError: [record.index, detail] }
  }
  if (record.accountIndex !== undefined) return { [name]: { account_index: record.accountIndex } }
  return name
}
