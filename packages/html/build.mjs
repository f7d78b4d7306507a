#!/usr/bin/env node
// Builds dist/browser in two passes. Left to itself the bundler gives every module that the lazy chunks
// share with the entry a chunk of its own, and a page would fetch dozens of small files before its
// buttons show. The first pass (not written) finds the modules the entry's static imports pull in; the
// second keeps exactly those inside portico.js's one chunk, so the first download is portico.js, that chunk and the bundler's runtime.
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

// A production build even when started from a test run (NODE_ENV=test): Vite would otherwise compile JSX
// for React's development runtime while React's production runtime is bundled.
process.env.NODE_ENV = 'production'

const root = new URL('.', import.meta.url).pathname
const configFile = `${root}vite.config.ts`

const probe = await build({ root, configFile, build: { write: false } })
const output = (Array.isArray(probe) ? probe : [probe]).flatMap((result) => result.output)
const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
const first = new Set()
const pending = ['portico.js']
while (pending.length > 0) {
  const chunk = chunks.get(pending.pop())
  if (!chunk || first.has(chunk.fileName)) continue
  first.add(chunk.fileName)
  pending.push(...chunk.imports)
}
const modules = new Set([...first].flatMap((fileName) => chunks.get(fileName).moduleIds))

const result = await build({
  root,
  configFile,
  build: {
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: (id) => (modules.has(id) ? 'portico' : null), debugName: 'portico' }],
        },
      },
    },
  },
})
const written = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output)
const byName = new Map(written.map((item) => [item.fileName, item]))
const firstFiles = []
const queue = ['portico.js']
while (queue.length > 0) {
  const chunk = byName.get(queue.shift())
  if (!chunk || firstFiles.includes(chunk)) continue
  firstFiles.push(chunk)
  queue.push(...chunk.imports)
}
const gzip = firstFiles.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0)
console.log(
  `@portico/html browser build: first download ${firstFiles.map((chunk) => chunk.fileName).join(' + ')}, ${(gzip / 1024).toFixed(1)} KiB gzip; ${written.length - firstFiles.length} lazy chunks`,
)
