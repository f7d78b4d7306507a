import { type AppKitNetwork, defineChain } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

export const projectId = import.meta.env.VITE_PROJECT_ID

export const devnetA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet A',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [import.meta.env.VITE_RPC_URL_A] } },
})

export const devnetB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Portico Devnet B',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [import.meta.env.VITE_RPC_URL_B] } },
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnetA, devnetB]

export const wagmiAdapter = new WagmiAdapter({ projectId, networks })

export const metadata = {
  name: 'AppKit dapp',
  description: 'An AppKit dapp on Portico',
  url: window.location.origin,
  icons: [],
}
