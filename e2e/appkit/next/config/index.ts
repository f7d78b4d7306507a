import { type AppKitNetwork, defineChain } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { cookieStorage, createStorage } from '@wagmi/core'

export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID

export const devnetA = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet A',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_RPC_URL_A!] } },
})

export const devnetB = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Portico Devnet B',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_RPC_URL_B!] } },
})

export const networks: [AppKitNetwork, ...AppKitNetwork[]] = [devnetA, devnetB]

export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig
