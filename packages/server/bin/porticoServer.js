#!/usr/bin/env node
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../src/cli/main.ts')
const code = await main(process.argv.slice(2))
if (code !== undefined) process.exit(code)
