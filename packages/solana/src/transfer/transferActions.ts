/** The send's estimate and transfer in one chunk, loaded on the first of them: they build the same transaction. */
export { estimateTransfer } from './estimateTransfer.ts'
export { transfer } from './transfer.ts'
