import { PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { installDevWalletIfEnabled } from './devWallet.ts'
import { portico } from './portico.ts'
import './styles.css'

await installDevWalletIfEnabled()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <App />
    </PorticoProvider>
  </StrictMode>,
)
