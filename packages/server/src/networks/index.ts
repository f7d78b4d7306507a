export { loadNetworks } from './loadNetworks.ts'
export type { PorticoNetwork } from './network.ts'
export { getNetwork, getNetworkImageId, getNetworks, toCaipNetwork } from './networks.ts'
