/** bitcoind's RPC error codes that `sendrawtransaction` answers with, which Esplora passes on. */
export const BITCOIN_RPC_ERROR_CODES = {
  /** The hex is not a transaction. */
  DeserializationError: -22,
  /** Missing or spent inputs, or a fee above the `maxfeerate` limit. */
  TransactionError: -25,
  /** Consensus or policy refusal: signatures, fees, dust, conflicts. */
  TransactionRejected: -26,
  TransactionAlreadyInChain: -27,
} as const

/**
 * The local Bitcoin chain refused a transaction, with bitcoind's code and reason (e.g. -26
 * "min relay fee not met, 100 < 141"). Nothing changed on the chain.
 *
 * @example
 * try { chain.sendRawTransaction(hex) } catch (error) { if (error instanceof BitcoinRpcError) console.log(error.code, error.message) }
 */
export class BitcoinRpcError extends Error {
  override name = 'BitcoinRpcError' as const
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
