#!/usr/bin/env node
// Starts the whole local stack on 127.0.0.1 and prints its URLs; Ctrl-C stops everything.
// Ports come from the environment: PORTICO_SERVER_PORT (8787), PORTICO_DEMO_PORT (5173),
// PORTICO_WALLET_PORT (5174), PORTICO_DEVNET_A_PORT (8545), PORTICO_DEVNET_B_PORT (8546),
// PORTICO_SOLANA_PORT (8899), PORTICO_BITCOIN_PORT (3002), PORTICO_BUNDLER_PORT (4337), and for the
// embedded wallet PORTICO_VAULT_PORT (8788, the secure origin) and its local stand-ins PORTICO_SMTP_PORT
// (2525), PORTICO_MAIL_PORT (8025), PORTICO_OIDC_PORT (9090), PORTICO_FARCASTER_PORT (8789).
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { masterKeyFile, prepareStack, STACK_PREPARED_ENV } from './prepareStack.mjs'
import { waitForUrl } from './waitForUrl.mjs'

const root = new URL('..', import.meta.url).pathname
const host = '127.0.0.1'
const serverPort = process.env.PORTICO_SERVER_PORT ?? '8787'
const demoPort = process.env.PORTICO_DEMO_PORT ?? '5173'
const walletPort = process.env.PORTICO_WALLET_PORT ?? '5174'
const apiUrl = `http://${host}:${serverPort}`
const relayUrl = `ws://${host}:${serverPort}/relay`
const walletUrl = `http://${host}:${walletPort}`
const devnetAPort = process.env.PORTICO_DEVNET_A_PORT ?? '8545'
const devnetBPort = process.env.PORTICO_DEVNET_B_PORT ?? '8546'
const solanaPort = process.env.PORTICO_SOLANA_PORT ?? '8899'
const bitcoinPort = process.env.PORTICO_BITCOIN_PORT ?? '3002'
const bundlerPort = process.env.PORTICO_BUNDLER_PORT ?? '4337'
const devnetBin = join(root, 'packages/devnet/bin/porticoDevnet.js')
const vaultPort = process.env.PORTICO_VAULT_PORT ?? '8788'
const vaultUrl = `http://${host}:${vaultPort}`
const smtpPort = process.env.PORTICO_SMTP_PORT ?? '2525'
const mailPort = process.env.PORTICO_MAIL_PORT ?? '8025'
const oidcPort = process.env.PORTICO_OIDC_PORT ?? '9090'
const farcasterPort = process.env.PORTICO_FARCASTER_PORT ?? '8789'
const oidcUrl = `http://${host}:${oidcPort}`
const farcasterUrl = `http://${host}:${farcasterPort}`

if (!process.env[STACK_PREPARED_ENV]) prepareStack()

// PORTICO_APPS=build serves the demo and the web dev wallet as production builds (what `npm test`
// uses); otherwise Vite's dev server serves them from source with hot reload.
const builtApps = process.env.PORTICO_APPS === 'build'
// portico-server from its TypeScript sources, so an edit shows on restart; with PORTICO_APPS=build, its
// built dist/ (what the published bin runs), which `npm test` builds first: tsx would compile the whole
// server again in the stack's server and its project steps.
const SERVER_PROGRAM = builtApps
  ? [join(root, 'packages/server/bin/porticoServer.js')]
  : [
      '--conditions=portico-source',
      '--import',
      pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
      join(root, 'packages/server/bin/porticoServer.js'),
    ]
if (builtApps && !process.env[STACK_PREPARED_ENV]) {
  execFileSync(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs'), 'packages'], {
    stdio: 'inherit',
  })
}
/** The arguments of the node process serving a Vite app on `port`. */
function viteApp(folder, port) {
  return builtApps
    ? [join(root, 'scripts/serveApp.mjs'), join(root, folder), port]
    : [join(root, 'node_modules/vite/bin/vite.js'), '--host', host, '--port', port, '--strictPort']
}

// The server serves what its config lists; the devnet writes the config for its chains at these ports,
// and lists the Portico Dev Wallet web app (its universal link) before the wallet directory.
const serverConfig = join(
  root,
  `.portico/devnet-${devnetAPort}-${devnetBPort}-${solanaPort}-${walletPort}.config.json`,
)
mkdirSync(join(root, '.portico'), { recursive: true })
execFileSync(process.execPath, [
  devnetBin,
  'server-config',
  '--port-a',
  devnetAPort,
  '--port-b',
  devnetBPort,
  '--port-solana',
  solanaPort,
  '--port-bundler',
  bundlerPort,
  '--out',
  serverConfig,
  '--wallet-url',
  walletUrl,
])

// The embedded wallet runs on the local stand-ins: SMTP into the mail catcher, "google", "github" and
// "discord" at the local OpenID provider, Farcaster through the relay stand-in and its id registry. Its
// master key was generated once into .portico/master.key (never into the database).
const localSocial = (name) => ({
  issuer: `${oidcUrl}/${name}`,
  clientId: 'portico-local',
  clientSecret: 'portico-local-secret',
})
const dappOrigins = [...new Set([demoPort, '5173'])].flatMap((port) => [
  `http://${host}:${port}`,
  `http://localhost:${port}`,
])
writeFileSync(
  serverConfig,
  `${JSON.stringify(
    {
      ...JSON.parse(readFileSync(serverConfig, 'utf8')),
      embeddedWallet: {
        origin: vaultUrl,
        vaultDir: join(root, 'packages/auth/dist/vault'),
        frameAncestors: dappOrigins,
        masterKeyFile,
        smtp: { host, port: Number(smtpPort), from: 'Portico (local) <login@portico.localhost>' },
        socials: {
          google: localSocial('google'),
          github: localSocial('github'),
          discord: localSocial('discord'),
        },
        farcaster: { relayUrl: farcasterUrl, idRegistryUrl: `${farcasterUrl}/test/registry` },
      },
    },
    null,
    2,
  )}\n`,
)

/** The login doors of the demo's projects: the embedded wallet's email, social and Farcaster login. */
const DEMO_DOORS = ['--feature', 'email=true', '--feature', 'socials=google,github,discord,farcaster']

const services = [
  {
    name: 'devnet',
    command: process.execPath,
    args: [
      devnetBin,
      '--port-a',
      devnetAPort,
      '--port-b',
      devnetBPort,
      '--port-solana',
      solanaPort,
      '--port-bitcoin',
      bitcoinPort,
      '--port-bundler',
      bundlerPort,
    ],
    // The chains answer before their contracts are deployed; the CLI prints the accounts last.
    readyText: /^Dev accounts:/m,
    show: [
      `Devnet A   http://${host}:${devnetAPort} (chain 31337)`,
      `Devnet B   http://${host}:${devnetBPort} (chain 31338)`,
      `Solana     http://${host}:${solanaPort} (local Solana chain, litesvm)`,
      `Bitcoin    http://${host}:${bitcoinPort} (local regtest, Esplora API)`,
      `Bundler    http://${host}:${bundlerPort} (ERC-4337, EntryPoint v0.7, Devnet A)`,
    ],
  },
  {
    name: 'standins',
    command: process.execPath,
    args: [join(root, 'packages/standins/bin/porticoStandins.js')],
    env: {
      PORTICO_SMTP_PORT: smtpPort,
      PORTICO_MAIL_PORT: mailPort,
      PORTICO_OIDC_PORT: oidcPort,
      PORTICO_FARCASTER_PORT: farcasterPort,
    },
    readyText: /^Stand-ins ready/m,
    show: [
      `Mail       http://${host}:${mailPort}/ (local test mail catcher, SMTP ${host}:${smtpPort})`,
      `OpenID     ${oidcUrl}/google, /github, /discord (local test sign-in provider)`,
      `Farcaster  ${farcasterUrl} (local test auth relay)`,
    ],
  },
  {
    name: 'server',
    // The demo's default project (portico-local) opens every door the stack runs: email, Google, GitHub,
    // Discord and Farcaster login, set again on every start. The demo's second project turns email capture
    // on as well (`?projectId=portico-demo-capture`); its third, `?projectId=portico-demo-auth`, is kept as
    // a deep link with the same doors. They are set before the server opens the database.
    prepare: [
      [join(root, 'packages/server/bin/porticoServer.js'), 'project', 'set', 'portico-local', ...DEMO_DOORS],
      [
        ...SERVER_PROGRAM,
        'project',
        'create',
        'portico-demo-capture',
        '--name',
        'Portico demo (email capture)',
      ],
      [
        join(root, 'packages/server/bin/porticoServer.js'),
        'project',
        'set',
        'portico-demo-capture',
        ...DEMO_DOORS,
        '--feature',
        'emailCapture=true',
      ],
      [
        ...SERVER_PROGRAM,
        'project',
        'create',
        'portico-demo-auth',
        '--name',
        'Portico demo (email and social login)',
        ...DEMO_DOORS,
      ],
    ],
    command: process.execPath,
    args: [
      ...SERVER_PROGRAM,
      '--host',
      host,
      '--port',
      serverPort,
      '--vault-port',
      vaultPort,
      '--config',
      serverConfig,
    ],
    // The sandbox onramp pays out from dev account 4 (anvil's public test key, devnet funds only).
    env: {
      PORTICO_ONRAMP_SANDBOX_KEY:
        process.env.PORTICO_ONRAMP_SANDBOX_KEY ??
        '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    },
    ready: `${apiUrl}/health`,
    show: [
      `API        ${apiUrl}`,
      `Relay      ws://${host}:${serverPort}/relay`,
      `Vault      ${vaultUrl} (embedded wallet's secure origin)`,
    ],
  },
  {
    name: 'demo',
    command: process.execPath,
    args: viteApp('apps/demo', demoPort),
    cwd: join(root, 'apps/demo'),
    env: {
      VITE_PORTICO_API_URL: apiUrl,
      VITE_PORTICO_VAULT_URL: vaultUrl,
      VITE_PORTICO_DEVNET_A_RPC_URL: `http://${host}:${devnetAPort}`,
      VITE_PORTICO_DEVNET_B_RPC_URL: `http://${host}:${devnetBPort}`,
      VITE_PORTICO_SOLANA_RPC_URL: `http://${host}:${solanaPort}`,
      VITE_PORTICO_BITCOIN_ESPLORA_URL: `http://${host}:${bitcoinPort}`,
    },
    ready: `http://${host}:${demoPort}/`,
    show: [
      `Demo dapp  http://${host}:${demoPort}/`,
      `Plain HTML http://${host}:${demoPort}/html/?${new URLSearchParams({
        apiUrl,
        devnetA: `http://${host}:${devnetAPort}`,
        devnetB: `http://${host}:${devnetBPort}`,
      })} (@portico/html, no build step)`,
    ],
  },
  {
    name: 'wallet',
    command: process.execPath,
    args: viteApp('apps/wallet', walletPort),
    cwd: join(root, 'apps/wallet'),
    env: {
      VITE_PORTICO_RELAY_URL: relayUrl,
      VITE_PORTICO_DEVNET_A_RPC_URL: `http://${host}:${devnetAPort}`,
      VITE_PORTICO_DEVNET_B_RPC_URL: `http://${host}:${devnetBPort}`,
      VITE_PORTICO_SOLANA_RPC_URL: `http://${host}:${solanaPort}`,
      VITE_PORTICO_BITCOIN_ESPLORA_URL: `http://${host}:${bitcoinPort}`,
    },
    ready: `${walletUrl}/`,
    show: [`Dev wallet ${walletUrl}/ (pairs over WalletConnect)`],
  },
]

const children = []

/** Spawns a service, after its `prepare` commands (whose failure, e.g. "already exists", is fine). */
async function spawnService(service) {
  for (const command of service.prepare ?? []) {
    await new Promise((resolve) => {
      const prepare = spawn(process.execPath, command, { cwd: service.cwd ?? root, stdio: 'ignore' })
      prepare.on('exit', resolve)
      prepare.on('error', resolve)
    })
  }
  return spawn(service.command, service.args, {
    cwd: service.cwd ?? root,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
const readyTexts = new Map()
let stopping = false

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 3000).unref()
  Promise.all(
    children.map(
      (child) => new Promise((done) => (child.exitCode === null ? child.on('exit', done) : done())),
    ),
  ).then(() => process.exit(code))
}

for (const service of services) {
  if (service.readyText) {
    let resolve
    const promise = new Promise((done, fail) => {
      resolve = done
      setTimeout(() => fail(new Error(`${service.name} not ready after 120 s`)), 120_000).unref()
    })
    readyTexts.set(
      service,
      Object.assign(() => resolve(), { promise }),
    )
  }
  const child = await spawnService(service)
  const prefix = `[${service.name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        process.stdout.write(`${prefix}${line}\n`)
        if (service.readyText?.test(line)) readyTexts.get(service)?.()
      }
    })
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping the stack.`)
      stop(1)
    }
  })
  children.push(child)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

try {
  await Promise.all(
    services.map((service) =>
      service.readyText ? readyTexts.get(service).promise : waitForUrl(service.ready, { timeoutMs: 120_000 }),
    ),
  )
} catch (error) {
  console.error(`The stack did not start: ${error.message}`)
  stop(1)
}
if (!stopping) {
  console.log(
    [
      '',
      'Portico is running:',
      ...services.flatMap((service) => service.show.map((line) => `  ${line}`)),
      '',
    ].join('\n'),
  )
}
