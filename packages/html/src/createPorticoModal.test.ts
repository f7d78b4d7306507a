import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetwork, openModal, toCaipNetworkId } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPorticoModal, type PorticoModal } from './createPorticoModal.ts'

const networks: CaipNetwork[] = [
  {
    id: 31337,
    caipNetworkId: toCaipNetworkId('eip155:31337'),
    chainNamespace: 'eip155',
    name: 'Portico Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
]

// Opening the modal is the first intent, which asks the API: a local server that knows nothing answers.
let server: Server
let API_URL = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

let modal: PorticoModal | undefined
afterEach(() => {
  modal?.destroy()
  document.body.innerHTML = ''
})

const shadowButton = (element: Element) => element.shadowRoot?.querySelector('button') ?? null

describe('createPorticoModal (issue 20: non-React hosts)', () => {
  it('upgrades <portico-connect-button> and <portico-network-button> with the React kit buttons', async () => {
    document.body.innerHTML = '<portico-connect-button></portico-connect-button>'
    modal = createPorticoModal({ apiUrl: API_URL, projectId: 'portico-local', networks })
    const connect = document.querySelector('portico-connect-button')!
    await vi.waitFor(() => expect(shadowButton(connect)?.textContent).toBe('Connect Wallet'))
    // Elements added later render too, into their own shadow roots.
    const network = document.createElement('portico-network-button')
    document.body.append(network)
    await vi.waitFor(() => expect(shadowButton(network)?.textContent).toMatch(/Portico Devnet A$/))
    expect(network.shadowRoot).not.toBe(connect.shadowRoot)
  })

  it('dispatches portico-modal-open and portico-modal-close on the instance, then on each element', async () => {
    document.body.innerHTML = '<portico-connect-button></portico-connect-button>'
    modal = createPorticoModal({ apiUrl: API_URL, projectId: 'portico-local', networks })
    const seen: string[] = []
    modal.addEventListener('portico-modal-open', (event) => seen.push(`modal ${event.detail.view}`))
    modal.addEventListener('portico-modal-close', () => seen.push('modal close'))
    const element = document.querySelector('portico-connect-button')!
    element.addEventListener('portico-modal-open', () => seen.push('element open'))
    element.addEventListener('portico-modal-close', () => seen.push('element close'))
    // Without adapters on desktop the basic WalletConnect view opens (docs/rules/screens.md Opening rules).
    modal.open()
    modal.close()
    expect(seen).toEqual([
      'modal ConnectingWalletConnectBasic',
      'element open',
      'modal close',
      'element close',
    ])
  })

  it('stops its events and removes its buttons when destroyed', async () => {
    document.body.innerHTML = '<portico-connect-button></portico-connect-button>'
    modal = createPorticoModal({ apiUrl: API_URL, projectId: 'portico-local', networks })
    const element = document.querySelector('portico-connect-button')!
    await vi.waitFor(() => expect(shadowButton(element)).not.toBeNull())
    const listener = vi.fn()
    modal.addEventListener('portico-modal-open', listener)
    modal.destroy()
    openModal(modal.portico)
    expect(listener).not.toHaveBeenCalled()
    expect(shadowButton(element)).toBeNull()
  })
})
