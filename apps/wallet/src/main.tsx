import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { createWalletService } from './walletService.ts'
import './styles.css'

const service = createWalletService({
  relayUrl: import.meta.env.VITE_PORTICO_RELAY_URL ?? 'ws://127.0.0.1:8787/relay',
  rpcUrls: {
    31337: import.meta.env.VITE_PORTICO_DEVNET_A_RPC_URL ?? 'http://127.0.0.1:8545',
    31338: import.meta.env.VITE_PORTICO_DEVNET_B_RPC_URL ?? 'http://127.0.0.1:8546',
  },
  solanaRpcUrl: import.meta.env.VITE_PORTICO_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899',
  esploraUrl: import.meta.env.VITE_PORTICO_BITCOIN_ESPLORA_URL ?? 'http://127.0.0.1:3002',
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App service={service} />
  </StrictMode>,
)
