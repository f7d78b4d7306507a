// dist/browser/solana.js: the Solana adapter, whose @solana/kit loads on the first intent.
export { lazySolanaAdapter } from '@portico/solana/lazy'
export { defineSolanaNetwork } from '@portico/solana/networks'
