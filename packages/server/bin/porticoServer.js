#!/usr/bin/env node
import { register as registerHooks } from 'node:module'
import { register } from 'tsx/esm/api'

register()
// This program runs from its TypeScript sources, and so do the @portico/* libraries it imports (their
// "portico-source" export condition; the published libraries ship their sources beside dist/).
registerHooks(
  'data:text/javascript,export function resolve(s,c,n){return n(s,{...c,conditions:[...c.conditions,"portico-source"]})}',
)
const { main } = await import('../src/cli/main.ts')
const code = await main(process.argv.slice(2))
if (code !== undefined) process.exit(code)
