export * from './accountAbstraction/index.ts'
export { DEV_ACCOUNTS, DEV_MNEMONIC, DEVNET_DEPLOYER, type DevAccount } from './accounts.ts'
export { getAnvilBinaryPath } from './anvil/binary.ts'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './anvil/startAnvil.ts'
export { ARTIFACTS, type ContractArtifact } from './artifacts.ts'
export * from './bitcoin/index.ts'
export {
  DEVNET_BUNDLER_EXECUTOR,
  type StartBundlerParameters,
  type StartBundlerReturnType,
  startBundler,
} from './bundler/startBundler.ts'
export {
  type CreateDevnetChainParameters,
  createDevnetChain,
  DEVNET_A_CHAIN_ID,
  DEVNET_B_CHAIN_ID,
  DEVNET_CHAIN_NAMES,
  DEVNET_CHAINS,
  DEVNET_CONTRACTS,
  DEVNET_DEFAULT_PORTS,
  type DevnetChainId,
  devnetA,
  devnetB,
} from './chains.ts'
export {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOY_ORDER,
  DEVNET_ETH_FUND_AMOUNT,
  DEVNET_SWAP,
  DEVNET_SWAP_POOLS,
  DEVNET_TOKENS,
  DEVNET_WRAPPED_NATIVE,
  type DevnetContractName,
  type DevnetSwapPool,
  type DevnetToken,
  type DevnetTokenKind,
} from './contracts.ts'
export { type DeployDevnetReturnType, deployDevnet, getDevnetDeploySteps } from './deploy.ts'
export { DevnetError, type DevnetErrorType } from './devnetError.ts'
export {
  DEVNET_NAME_ZONE,
  DEVNET_ONRAMP_TREASURY_KEY_ENV,
  type DevnetServerConfig,
  type GetDevnetServerConfigParameters,
  getDevnetServerConfig,
} from './getDevnetServerConfig.ts'
export {
  type DevWalletDirectory,
  type GetDevWalletDirectoryParameters,
  getDevWalletDirectory,
  getDevWalletLogoSvg,
} from './getDevWalletDirectory.ts'
export * from './solana/index.ts'
export { type StartDevnetParameters, type StartDevnetReturnType, startDevnet } from './startDevnet.ts'
export {
  type BuildDevWalletBundleParameters,
  buildDevWalletBundle,
  DEV_WALLET_BUNDLE_PATH,
  type GetDevWalletScriptParameters,
  getDevWalletScript,
} from './walletBundle.ts'
