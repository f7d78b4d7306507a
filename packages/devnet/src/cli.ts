import { parseArgs } from 'node:util'
import { DEV_ACCOUNTS } from './accounts.ts'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, DEVNET_CHAIN_NAMES } from './chains.ts'
import { DEVNET_COLLECTION, DEVNET_TOKENS } from './contracts.ts'
import { startDevnet } from './startDevnet.ts'

const { values } = parseArgs({
  options: {
    'port-a': { type: 'string', default: '8545' },
    'port-b': { type: 'string', default: '8546' },
    'block-time': { type: 'string' },
  },
})

const devnet = await startDevnet({
  ports: { [DEVNET_A_CHAIN_ID]: Number(values['port-a']), [DEVNET_B_CHAIN_ID]: Number(values['port-b']) },
  blockTime: values['block-time'] ? Number(values['block-time']) : undefined,
})
for (const chainId of [DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const) {
  console.log(`${DEVNET_CHAIN_NAMES[chainId]} (${chainId}): ${devnet.urls[chainId]}`)
}
for (const token of DEVNET_TOKENS) console.log(`${token.symbol.padEnd(5)} ${token.address}`)
console.log(`${DEVNET_COLLECTION.symbol.padEnd(5)} ${DEVNET_COLLECTION.address}`)
console.log(`Dev accounts: ${DEV_ACCOUNTS.map((account) => account.address).join(', ')}`)

const shutdown = () => {
  devnet.stop().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
