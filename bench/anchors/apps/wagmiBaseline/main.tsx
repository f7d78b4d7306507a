import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { benchChain } from '../benchChain.ts'

const config = createConfig({
  chains: [benchChain],
  connectors: [injected()],
  transports: { [benchChain.id]: http() },
})
const queryClient = new QueryClient()

function Connect() {
  const { connect, connectors } = useConnect()
  return (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect Wallet
    </button>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <Connect />
    </QueryClientProvider>
  </WagmiProvider>,
)
