export { loadNetworks } from './load-networks.ts'
export type { PorticoNetwork } from './network.ts'
export { getNetwork, getNetworkImageId, getNetworks, toCaipNetwork } from './networks.ts'
