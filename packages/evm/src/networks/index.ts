export { EVM_NETWORK_IMAGE_IDS } from './imageIds.ts'
export { getAssetImageUrl, type ToCaipNetworkOptions, toCaipNetwork } from './toCaipNetwork.ts'
export { toViemChain } from './toViemChain.ts'
