import type { Address } from 'viem'

/**
 * Addresses of the test contracts: CREATE addresses of {@link DEVNET_DEPLOYER} at their index in
 * {@link DEVNET_DEPLOY_ORDER} (EntryPoint: its canonical CREATE2 address), identical on both devnet chains.
 */
export const DEVNET_CONTRACT_ADDRESSES = {
  multicall3: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  pusd: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  pdai: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  usdt: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  tiles: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
  weth: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  swapFactory: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
  swapRouter: '0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
  verifyingPaymaster: '0x82Dc47734901ee7d4f4232f398752cB9Dd5dACcC',
  usdc: '0x196dBCBb54b8ec4958c959D8949EBFE87aC2Aaaf',
} as const satisfies Record<string, Address>

export type DevnetContractName = keyof typeof DEVNET_CONTRACT_ADDRESSES

/**
 * Deployment order; the index is the deployer nonce of the contract creation. New contracts are
 * appended, so the addresses of the earlier ones never change.
 */
export const DEVNET_DEPLOY_ORDER = [
  'multicall3',
  'pusd',
  'pdai',
  'usdt',
  'tiles',
  'weth',
  'swapFactory',
  'swapRouter',
  'entryPoint',
  'accountFactory',
  'verifyingPaymaster',
  'usdc',
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
  {
    contract: 'usdc',
    address: DEVNET_CONTRACT_ADDRESSES.usdc,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    kind: 'erc20',
    fundAmount: 10_000n,
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

/**
 * ERC-4337 on the devnet: EntryPoint v0.7 at its canonical address (the deterministic deployer with the
 * canonical salt and init code), the smart-account factory, and the verifying paymaster whose deposit
 * sponsors user operations its sponsor key signed. The sponsor key is the dev mnemonic's account 7: a
 * public test key, devnet only.
 */
export const DEVNET_ACCOUNT_ABSTRACTION = {
  entryPoint: DEVNET_CONTRACT_ADDRESSES.entryPoint,
  entryPointVersion: '0.7',
  accountFactory: DEVNET_CONTRACT_ADDRESSES.accountFactory,
  verifyingPaymaster: DEVNET_CONTRACT_ADDRESSES.verifyingPaymaster,
  paymasterDeposit: 1_000n,
  sponsor: {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  /** The deterministic deployer (Arachnid's CREATE2 proxy) anvil ships with, and the EntryPoint's salt. */
  create2Deployer: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  entryPointSalt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
} as const satisfies {
  entryPoint: Address
  entryPointVersion: string
  accountFactory: Address
  verifyingPaymaster: Address
  paymasterDeposit: bigint
  sponsor: { address: Address; privateKey: `0x${string}` }
  create2Deployer: Address
  entryPointSalt: `0x${string}`
}

/** The wrapped native coin (WETH9-style) the swap router wraps and unwraps ETH with. */
export const DEVNET_WRAPPED_NATIVE = {
  contract: 'weth',
  address: DEVNET_CONTRACT_ADDRESSES.weth,
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
} as const

/** The Uniswap-v2-style AMM: x·y=k pools with a 0.3 % fee on the input. */
export const DEVNET_SWAP = {
  factory: DEVNET_CONTRACT_ADDRESSES.swapFactory,
  router: DEVNET_CONTRACT_ADDRESSES.swapRouter,
  weth: DEVNET_CONTRACT_ADDRESSES.weth,
  /** Basis points the pools keep from each input. */
  feeBps: 30,
} as const

export type DevnetSwapPool = {
  tokens: readonly [DevnetContractName, DevnetContractName]
  /** Whole tokens of each side the deployer deposits; `weth` is deposited as ETH. */
  amounts: readonly [bigint, bigint]
}

/**
 * The pools seeded on both devnet chains, PUSD at the centre: PDAI, USDT, USDC and WETH pair with
 * PUSD, so any other two are a two-hop route through PUSD. Their prices match the devnet's local USD prices (ETH 3000).
 */
export const DEVNET_SWAP_POOLS = [
  { tokens: ['pusd', 'pdai'], amounts: [1_000_000n, 1_000_000n] },
  { tokens: ['pusd', 'usdt'], amounts: [1_000_000n, 1_000_000n] },
  { tokens: ['pusd', 'weth'], amounts: [3_000_000n, 1_000n] },
  { tokens: ['pusd', 'usdc'], amounts: [1_000_000n, 1_000_000n] },
] as const satisfies readonly DevnetSwapPool[]
