import { type CaipNetwork, createPortico, toCaipNetworkId } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { benchChain } from '../benchChain.ts'

const networks: CaipNetwork[] = [
  {
    id: benchChain.id,
    caipNetworkId: toCaipNetworkId(`eip155:${benchChain.id}`),
    chainNamespace: 'eip155',
    name: benchChain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: benchChain.rpcUrls,
  },
]

const portico = createPortico({
  apiUrl: import.meta.env.VITE_PORTICO_API_URL,
  projectId: 'bench-dummy-project-id',
  networks,
  adapters: [
    // WalletConnect on, like the anchors' defaults: its client loads only when the visitor picks it.
    lazyEvmAdapter({ networks, walletConnect: true }),
  ],
})

createRoot(document.getElementById('root')!).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
)
