import { defineConfig } from 'vite'

// The browser build: ES modules a page loads with <script type="module"> or an import map, with React
// inside (the host has none). portico.js holds the elements and the instance; the React buttons, the
// modal, its views and each chain adapter are chunks beside it, fetched when needed.
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/browser',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    reportCompressedSize: true,
    lib: {
      entry: {
        portico: 'src/browser/portico.ts',
        evm: 'src/browser/evm.ts',
        solana: 'src/browser/solana.ts',
        bitcoin: 'src/browser/bitcoin.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
