#!/usr/bin/env node
// Runs the built program (dist/). In the workspace, `node --conditions=portico-source --import tsx` runs
// it from its TypeScript sources instead (the "#cli" import's portico-source target).
const { main } = await import('#cli')
const code = await main(process.argv.slice(2))
if (code !== undefined) process.exit(code)
