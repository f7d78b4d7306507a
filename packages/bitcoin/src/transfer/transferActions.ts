/**
 * Everything a transfer needs past the wallet in one chunk, loaded on the first transfer or broadcast
 * signature: the recipients' checks, the PSBT and its finalization share the address and byte code.
 */

export { isBitcoinAddress } from '../addresses/isBitcoinAddress.ts'
export { toBroadcastError, UnsupportedPaymentAddressError } from '../errors/transfer.ts'
export { buildTransfer } from './buildTransfer.ts'
export { checkDust } from './checkDust.ts'
export { finalizePsbt } from './finalizePsbt.ts'
