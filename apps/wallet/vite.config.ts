import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { securityHeaders } from '../../scripts/securityHeaders.mjs'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineConfig({
  ...sourceConditions,
  plugins: [securityHeaders(), react()],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true },
  // The dev wallet is one page with every chain's signer; it is a local tool, not shipped to dapps.
  build: { target: 'es2022', chunkSizeWarningLimit: 2048 },
})
