import { type CaipNetwork, createPortico, lazyAdapter, toCaipNetworkId } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'

const networks: CaipNetwork[] = [
  {
    id: 1,
    caipNetworkId: toCaipNetworkId('eip155:1'),
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  },
]

const portico = createPortico({
  apiUrl: import.meta.env.VITE_PORTICO_API_URL,
  projectId: 'bench-dummy-project-id',
  networks,
  adapters: [
    lazyAdapter({
      namespace: 'eip155',
      networks,
      load: async () => (await import('@portico/evm')).createEvmAdapter({ networks }),
    }),
  ],
})

createRoot(document.getElementById('root')!).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
)
