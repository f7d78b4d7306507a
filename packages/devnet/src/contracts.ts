import type { Address } from 'viem'

/**
 * Addresses of the test contracts: CREATE addresses of {@link DEVNET_DEPLOYER} at nonces 0..4,
 * identical on both devnet chains.
 */
export const DEVNET_CONTRACT_ADDRESSES = {
  multicall3: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  pusd: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  pdai: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  usdt: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  tiles: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
} as const satisfies Record<string, Address>

export type DevnetContractName = keyof typeof DEVNET_CONTRACT_ADDRESSES

/** Deployment order; the index is the deployer nonce of the contract creation. */
export const DEVNET_DEPLOY_ORDER = [
  'multicall3',
  'pusd',
  'pdai',
  'usdt',
  'tiles',
] as const satisfies readonly DevnetContractName[]

export type DevnetTokenKind = 'erc20' | 'erc20-no-return'

export type DevnetToken = {
  contract: DevnetContractName
  address: Address
  name: string
  symbol: string
  decimals: number
  /** `erc20-no-return`: `transfer` returns nothing (USDT-style); use the non-standard ABI. */
  kind: DevnetTokenKind
  /** Whole tokens each dev account receives on each chain. */
  fundAmount: bigint
}

/** The fungible test tokens, the same on both devnet chains. */
export const DEVNET_TOKENS = [
  {
    contract: 'pusd',
    address: DEVNET_CONTRACT_ADDRESSES.pusd,
    name: 'Portico USD',
    symbol: 'PUSD',
    decimals: 6,
    kind: 'erc20',
    fundAmount: 10_000n,
  },
  {
    contract: 'pdai',
    address: DEVNET_CONTRACT_ADDRESSES.pdai,
    name: 'Portico DAI',
    symbol: 'PDAI',
    decimals: 18,
    kind: 'erc20',
    fundAmount: 5_000n,
  },
  {
    contract: 'usdt',
    address: DEVNET_CONTRACT_ADDRESSES.usdt,
    name: 'Portico Tether',
    symbol: 'USDT',
    decimals: 6,
    kind: 'erc20-no-return',
    fundAmount: 2_500n,
  },
] as const satisfies readonly DevnetToken[]

/** The ERC721 collection; its metadata and SVG images are data URIs built on chain. */
export const DEVNET_COLLECTION = {
  contract: 'tiles',
  address: DEVNET_CONTRACT_ADDRESSES.tiles,
  name: 'Portico Tiles',
  symbol: 'TILE',
  /** NFTs minted to each dev account; token ids run from 1 in account order. */
  perAccount: 3,
} as const

/** ETH each dev account receives from the deployer on each chain (on top of anvil's genesis balance). */
export const DEVNET_ETH_FUND_AMOUNT = 100n
