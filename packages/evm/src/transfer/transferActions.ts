/** The send's estimate, transfer and any transaction in one chunk, loaded on the first of them. */
export { estimateTransfer } from './estimateTransfer.ts'
export { sendTransaction } from './sendTransaction.ts'
export { transfer } from './transfer.ts'
