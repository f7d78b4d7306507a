export { type DefineSolanaNetworkParameters, defineSolanaNetwork } from './defineSolanaNetwork.ts'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks.ts'
export { type SolanaWalletChain, toWalletChain } from './toWalletChain.ts'
