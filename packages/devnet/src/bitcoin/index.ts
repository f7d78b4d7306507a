export {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_CAIP_NETWORK_ID,
  BITCOIN_DEVNET_DEFAULT_PORT,
  BITCOIN_DEVNET_FUNDS,
  BITCOIN_DEVNET_GENESIS_HASH,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
  type BitcoinDevAccount,
} from './constants.ts'
export { type BitcoinChain, createBitcoinChain } from './createBitcoinChain.ts'
export {
  BITCOIN_DEVNET_ROUTES,
  createEsploraHandler,
  type EsploraRequest,
  type EsploraResponse,
} from './createEsploraHandler.ts'
export { type DescribeScriptReturnType, describeScript, type EsploraScriptType } from './describeScript.ts'
export { parseScript, type ScriptOperation } from './parseScript.ts'
export { BITCOIN_RPC_ERROR_CODES, BitcoinRpcError } from './rpcError.ts'
export {
  type StartBitcoinDevnetParameters,
  type StartBitcoinDevnetReturnType,
  startBitcoinDevnet,
} from './startBitcoinDevnet.ts'
export type { BitcoinBlock, BitcoinInput, BitcoinOutput, BitcoinTransaction, BitcoinUtxo } from './types.ts'
export { type VerifyInputScriptParameters, verifyInputScript } from './verifyInputScript.ts'
