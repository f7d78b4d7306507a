import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    reportCompressedSize: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        headless: fileURLToPath(new URL('headless.html', import.meta.url)),
        ssr: fileURLToPath(new URL('ssr.html', import.meta.url)),
      },
    },
  },
})
