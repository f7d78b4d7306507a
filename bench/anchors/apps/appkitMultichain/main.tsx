import { defineChain, solana } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { benchChain } from '../benchChain.ts'

const mainnet = defineChain({
  ...benchChain,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${benchChain.id}`,
})

const projectId = 'bench-dummy-project-id'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
createAppKit({
  adapters: [wagmiAdapter, new SolanaAdapter()],
  networks: [mainnet, solana],
  projectId,
  metadata: { name: 'bench', description: 'bench', url: location.origin, icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
