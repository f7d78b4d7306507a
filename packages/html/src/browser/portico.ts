// The browser build's one file (dist/browser/portico.js): everything a page without a build step
// needs. The chain adapters here are their lazy wrappers (wallet discovery only); each adapter's code,
// like the modal and its views, is a chunk beside this file that loads on the visitor's first intent.
export { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
export { defineBitcoinNetwork } from '@portico/bitcoin/networks'
export { toCaipNetworkId } from '@portico/core'
export { lazyEvmAdapter } from '@portico/evm/lazy'
export { lazySolanaAdapter } from '@portico/solana/lazy'
export { defineSolanaNetwork } from '@portico/solana/networks'
export * from '../index.ts'
