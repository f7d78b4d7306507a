/** The EIP-5792 call actions in one chunk, loaded on the first of them. */
export { getCallsStatus } from './getCallsStatus.ts'
export { sendCalls } from './sendCalls.ts'
export { showCallsStatus } from './showCallsStatus.ts'
