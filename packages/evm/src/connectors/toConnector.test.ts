import { createConfig, http, injected } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INJECTED_CONNECTOR_ID, toConnector } from './toConnector.ts'

function injectedConnector() {
  const config = createConfig({
    chains: [mainnet],
    connectors: [injected()],
    transports: { [mainnet.id]: http('http://127.0.0.1:9') },
  })
  const connector = config.connectors.find((candidate) => candidate.id === INJECTED_CONNECTOR_ID)
  if (!connector) throw new Error('wagmi did not create the injected connector')
  return connector
}

describe('toConnector: the Browser Wallet (docs/rules/entities.md, validation.md)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is installed only when the browser has window.ethereum', () => {
    const connector = injectedConnector()
    vi.stubGlobal('window', {})
    expect(toConnector(connector, { announced: false })).toMatchObject({
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      installed: false,
    })
    vi.stubGlobal('window', { ethereum: { request: async () => null } })
    expect(toConnector(connector, { announced: false }).installed).toBe(true)
  })

  it('is not installed without a window (server rendering)', () => {
    expect(toConnector(injectedConnector(), { announced: false }).installed).toBe(false)
  })
})
