import { PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installDevWalletIfEnabled } from '../devWallet.ts'
import { HeadlessApp } from './headlessApp.tsx'
import { portico } from './portico.ts'
import './headless.css'

await installDevWalletIfEnabled()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorticoProvider portico={portico}>
      <HeadlessApp />
    </PorticoProvider>
  </StrictMode>,
)
