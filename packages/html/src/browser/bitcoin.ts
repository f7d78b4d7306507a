// dist/browser/bitcoin.js: the Bitcoin adapter, which loads on the first intent.
export { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
export { defineBitcoinNetwork } from '@portico/bitcoin/networks'
