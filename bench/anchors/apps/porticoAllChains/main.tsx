import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { bitcoin } from '@portico/bitcoin/networks'
import { type CaipNetwork, createPortico, toCaipNetworkId } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { solanaMainnet } from '@portico/solana/networks'
import { createRoot } from 'react-dom/client'
import { benchChain } from '../benchChain.ts'

const ethereum: CaipNetwork = {
  id: benchChain.id,
  caipNetworkId: toCaipNetworkId(`eip155:${benchChain.id}`),
  chainNamespace: 'eip155',
  name: benchChain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
}

// Every chain Portico supports, WalletConnect on: what a multichain dapp ships.
const portico = createPortico({
  apiUrl: import.meta.env.VITE_PORTICO_API_URL,
  projectId: 'bench-dummy-project-id',
  networks: [ethereum, solanaMainnet, bitcoin],
  adapters: [
    lazyEvmAdapter({ networks: [ethereum], walletConnect: true }),
    lazySolanaAdapter({ networks: [solanaMainnet], walletConnect: true }),
    lazyBitcoinAdapter({ networks: [bitcoin] }),
  ],
})

createRoot(document.getElementById('root')!).render(
  <PorticoProvider portico={portico}>
    <ConnectButton />
  </PorticoProvider>,
)
