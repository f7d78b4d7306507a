import { defineConfig } from 'vite'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'

const ENTRY = 'src/browser/portico.ts'

// The browser build (see build.mjs, which runs it): ES modules a page loads with <script type="module">
// or an import map, with React inside (the host has none). portico.js holds the instance, the elements
// and their buttons; the modal, its views and each chain adapter are chunks beside it, fetched on the
// visitor's first intent.
export default defineConfig({
  ...sourceConditions,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  logLevel: 'warn',
  build: {
    outDir: 'dist/browser',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: { entry: { portico: ENTRY }, formats: ['es'] },
    rolldownOptions: {
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
