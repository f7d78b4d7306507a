#!/usr/bin/env node
// Runs the built program (dist/). In the workspace, `node --conditions=portico-source --import tsx` runs
// it from its TypeScript sources instead (the "#cli" import's portico-source target).
await import('#cli')
