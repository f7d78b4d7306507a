#!/usr/bin/env node
// Starts the whole local stack on 127.0.0.1 and prints its URLs; Ctrl-C stops everything.
// Ports come from the environment: PORTICO_SERVER_PORT (8787), PORTICO_DEMO_PORT (5173).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { waitForUrl } from './wait-for-url.mjs'

const root = new URL('..', import.meta.url).pathname
const host = '127.0.0.1'
const serverPort = process.env.PORTICO_SERVER_PORT ?? '8787'
const demoPort = process.env.PORTICO_DEMO_PORT ?? '5173'
const apiUrl = `http://${host}:${serverPort}`

const services = [
  {
    name: 'server',
    command: process.execPath,
    args: [join(root, 'packages/server/bin/portico-server.js'), '--host', host, '--port', serverPort],
    ready: `${apiUrl}/health`,
    show: [`API        ${apiUrl}`, `Relay      ws://${host}:${serverPort}/relay`],
  },
  {
    name: 'demo',
    command: process.execPath,
    args: [join(root, 'node_modules/vite/bin/vite.js'), '--host', host, '--port', demoPort, '--strictPort'],
    cwd: join(root, 'apps/demo'),
    env: { VITE_PORTICO_API_URL: apiUrl },
    ready: `http://${host}:${demoPort}/`,
    show: [`Demo dapp  http://${host}:${demoPort}/`],
  },
]

const children = []
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
  const child = spawn(service.command, service.args, {
    cwd: service.cwd ?? root,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = `[${service.name}] `
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`)
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
  await Promise.all(services.map((service) => waitForUrl(service.ready, { timeoutMs: 120_000 })))
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
