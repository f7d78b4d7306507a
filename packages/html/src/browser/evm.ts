// dist/browser/evm.js: the EVM adapter, whose viem and wagmi load on the first intent.
export { lazyEvmAdapter } from '@portico/evm/lazy'
