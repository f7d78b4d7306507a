import { writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { DEV_ACCOUNTS } from './accounts.ts'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET_NAME } from './bitcoin/constants.ts'
import { startBitcoinDevnet } from './bitcoin/startBitcoinDevnet.ts'
import { startBundler } from './bundler/startBundler.ts'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, DEVNET_CHAIN_NAMES } from './chains.ts'
import { DEVNET_ACCOUNT_ABSTRACTION, DEVNET_COLLECTION, DEVNET_TOKENS } from './contracts.ts'
import { type DevnetServerConfig, getDevnetServerConfig } from './getDevnetServerConfig.ts'
import { getDevWalletDirectory, getDevWalletLogoSvg } from './getDevWalletDirectory.ts'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET_NAME, SOLANA_DEVNET_PUSD } from './solana/constants.ts'
import { startSolanaDevnet } from './solana/startSolanaDevnet.ts'
import { startDevnet } from './startDevnet.ts'

const USAGE = `Usage:
  portico-devnet [--port-a 8545] [--port-b 8546] [--port-solana 8899] [--port-bitcoin 3002] [--port-bundler 4337]
                 [--block-time N]
                                     start both EVM chains (and deploy), the ERC-4337 bundler for chain A, the
                                     Solana chain and the Bitcoin regtest chain (Esplora API; a block every 5 s);
                                     --block-time is the EVM chains'
  portico-devnet server-config [--port-a 8545] [--port-b 8546] [--port-solana 8899] [--port-bundler 4337]
                               [--out FILE] [--wallet-url URL]
                                     print (or write) the @portico/server config for those chains;
                                     with --out and --wallet-url, also list the Portico Dev Wallet web app.
                                     The server serves no Bitcoin network, so the config has no Bitcoin entry`

const { values, positionals } = parseArgs({
  options: {
    'port-a': { type: 'string', default: '8545' },
    'port-b': { type: 'string', default: '8546' },
    'port-solana': { type: 'string', default: '8899' },
    'port-bitcoin': { type: 'string', default: '3002' },
    'port-bundler': { type: 'string', default: '4337' },
    'block-time': { type: 'string' },
    out: { type: 'string' },
    'wallet-url': { type: 'string' },
  },
  allowPositionals: true,
})
const ports = { [DEVNET_A_CHAIN_ID]: Number(values['port-a']), [DEVNET_B_CHAIN_ID]: Number(values['port-b']) }

const solanaPort = Number(values['port-solana'])
const bitcoinPort = Number(values['port-bitcoin'])

async function start() {
  const [devnet, solana, bitcoin] = await Promise.all([
    startDevnet({ ports, blockTime: values['block-time'] ? Number(values['block-time']) : undefined }),
    startSolanaDevnet({ port: solanaPort }),
    startBitcoinDevnet({ port: bitcoinPort }),
  ])
  for (const chainId of [DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const) {
    console.log(`${DEVNET_CHAIN_NAMES[chainId]} (${chainId}): ${devnet.urls[chainId]}`)
  }
  const bundler = await startBundler({
    rpcUrl: devnet.urls[DEVNET_A_CHAIN_ID],
    port: Number(values['port-bundler']),
  })
  console.log(
    `ERC-4337 bundler for ${DEVNET_CHAIN_NAMES[DEVNET_A_CHAIN_ID]}: ${bundler.url} (EntryPoint v0.7 ${DEVNET_ACCOUNT_ABSTRACTION.entryPoint}, paymaster ${DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster})`,
  )
  for (const token of DEVNET_TOKENS) console.log(`${token.symbol.padEnd(5)} ${token.address}`)
  console.log(`${DEVNET_COLLECTION.symbol.padEnd(5)} ${DEVNET_COLLECTION.address}`)
  console.log(`${SOLANA_DEVNET_NAME}: ${solana.url}`)
  console.log(`${SOLANA_DEVNET_PUSD.symbol.padEnd(5)} ${SOLANA_DEVNET_PUSD.address} (Solana)`)
  console.log(`Solana dev accounts: ${SOLANA_DEV_ACCOUNTS.map((account) => account.address).join(', ')}`)
  console.log(`${BITCOIN_DEVNET_NAME}: ${bitcoin.url} (Esplora API)`)
  for (const [index, account] of BITCOIN_DEV_ACCOUNTS.entries()) {
    console.log(
      `Bitcoin dev account ${index}: ${account.payment.address} (ordinals ${account.ordinals.address})`,
    )
  }
  console.log(`Dev accounts: ${DEV_ACCOUNTS.map((account) => account.address).join(', ')}`)

  const shutdown = () => {
    Promise.all([bundler.stop(), devnet.stop(), solana.stop(), bitcoin.stop()]).finally(() => process.exit(0))
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

function writeServerConfig() {
  const urls = {
    [DEVNET_A_CHAIN_ID]: `http://127.0.0.1:${ports[DEVNET_A_CHAIN_ID]}`,
    [DEVNET_B_CHAIN_ID]: `http://127.0.0.1:${ports[DEVNET_B_CHAIN_ID]}`,
  }
  const solanaUrl = `http://127.0.0.1:${solanaPort}`
  const bundlerUrl = `http://127.0.0.1:${values['port-bundler']}`
  const config: DevnetServerConfig = getDevnetServerConfig({ urls, solanaUrl, bundlerUrl })
  const walletUrl = values['wallet-url']
  if (values.out && walletUrl) {
    const base = basename(values.out, '.json')
    const logo = `${base}.dev-wallet.svg`
    writeFileSync(join(dirname(values.out), logo), getDevWalletLogoSvg())
    const directory = getDevWalletDirectory({ walletUrl, logo })
    writeFileSync(
      join(dirname(values.out), `${base}.wallets.json`),
      `${JSON.stringify(directory, null, 2)}\n`,
    )
    config.localWalletsFile = `${base}.wallets.json`
  }
  const json = `${JSON.stringify(config, null, 2)}\n`
  if (values.out) writeFileSync(values.out, json)
  else process.stdout.write(json)
}

const [command, ...extra] = positionals
if (command === undefined) await start()
else if (command === 'server-config' && extra.length === 0) writeServerConfig()
else {
  console.error(USAGE)
  process.exit(2)
}
