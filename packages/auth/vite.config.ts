import { defineConfig } from 'vite'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

// The vault app: served by the server's secure-origin listener from dist/vault.
export default defineConfig({
  ...sourceConditions,
  base: '/',
  build: {
    outDir: 'dist/vault',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: 'vault.html' },
  },
})
