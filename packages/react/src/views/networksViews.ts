/** The network list and the views a switch goes through, in one chunk. */
export { NetworksView } from './networks.tsx'
export { SwitchActiveChainView } from './switchActiveChain.tsx'
export { SwitchNetworkView } from './switchNetwork.tsx'
