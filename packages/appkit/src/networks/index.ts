import { bitcoin, bitcoinSignet, bitcoinTestnet } from '@portico/bitcoin/networks'
import { solanaDevnet, solanaMainnet, solanaTestnet } from '@portico/solana/networks'
import * as chains from 'viem/chains'
import { fromViemChain } from './fromViemChain.ts'
import type { AppKitNetwork } from './types.ts'

export { type DefineChainParameters, type DefineChainReturnType, defineChain } from './defineChain.ts'
export type { AppKitNetwork } from './types.ts'

export const mainnet: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.mainnet)
export const sepolia: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.sepolia)
export const holesky: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.holesky)
export const arbitrum: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.arbitrum)
export const arbitrumSepolia: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.arbitrumSepolia)
export const optimism: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.optimism)
export const optimismSepolia: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.optimismSepolia)
export const base: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.base)
export const baseSepolia: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.baseSepolia)
export const polygon: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.polygon)
export const polygonAmoy: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.polygonAmoy)
export const bsc: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.bsc)
export const avalanche: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.avalanche)
export const gnosis: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.gnosis)
export const zksync: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.zksync)
export const linea: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.linea)
export const scroll: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.scroll)
export const celo: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.celo)
export const blast: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.blast)
export const zora: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.zora)
export const mantle: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.mantle)
export const unichain: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.unichain)
export const hardhat: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.hardhat)
export const anvil: AppKitNetwork = /* @__PURE__ */ fromViemChain(chains.anvil)

/** AppKit's Solana networks are Portico's (`@portico/solana/networks`) under AppKit's names. */
export const solana: AppKitNetwork = solanaMainnet
/** AppKit's Bitcoin networks are Portico's (`@portico/bitcoin/networks`). */
export { bitcoin, bitcoinSignet, bitcoinTestnet, solanaDevnet, solanaTestnet }
