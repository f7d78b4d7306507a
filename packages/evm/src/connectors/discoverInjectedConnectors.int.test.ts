// @vitest-environment happy-dom
import type { AdapterEmit, AdapterEventMap, Connector } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createHarness } from '../../test/createHarness.ts'
import { discoverInjectedConnectors } from './discoverInjectedConnectors.ts'

function capture() {
  const reports: (readonly Connector[])[] = []
  const emit: AdapterEmit = (event, payload) => {
    if (event === 'connectorsChanged')
      reports.push((payload as AdapterEventMap['connectorsChanged']).connectors)
  }
  return { emit, reports }
}

describe('discoverInjectedConnectors: installed wallets before the adapter loads (docs/rules/entities.md connectors)', () => {
  const harness = createHarness()
  afterEach(() => harness.cleanup())

  it.each([false, true])(
    'reports the same connectors as the adapter itself (walletConnect: %s), so nothing moves when it loads',
    (walletConnect) => {
      harness.installWallet()
      const discovery = capture()
      const stop = discoverInjectedConnectors({ ...discovery, walletConnect })
      stop()
      const { events } = harness.setupAdapter({ walletConnect })
      const fromAdapter = events[0]?.event === 'connectorsChanged' ? events[0].payload.connectors : []
      const discovered = discovery.reports.at(-1) ?? []
      const shape = (connectors: readonly Connector[]) =>
        connectors
          .map(({ id, name, type, installed, rdns, chains, imageUrl }) => ({
            id,
            name,
            type,
            installed,
            rdns,
            chains,
            imageUrl,
          }))
          .sort((a, b) => a.id.localeCompare(b.id))
      expect(shape(discovered)).toEqual(shape(fromAdapter))
      expect(discovered.some((connector) => connector.type === 'WALLET_CONNECT')).toBe(walletConnect)
    },
  )

  it('adds a wallet that announces itself later, once, and stops listening when stopped', () => {
    const discovery = capture()
    const stop = discoverInjectedConnectors(discovery)
    expect(discovery.reports.at(-1)?.map((connector) => connector.id)).toEqual(['injected'])
    const announce = (rdns: string) =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: {
            info: { uuid: rdns, rdns, name: 'Late Wallet', icon: 'data:image/svg+xml,<svg/>' },
            provider: {},
          },
        }),
      )
    announce('com.example.late')
    announce('com.example.late')
    expect(discovery.reports.at(-1)).toEqual([
      expect.objectContaining({ id: 'injected' }),
      expect.objectContaining({
        id: 'com.example.late',
        type: 'ANNOUNCED',
        imageUrl: 'data:image/svg+xml,<svg/>',
      }),
    ])
    const count = discovery.reports.length
    stop()
    announce('com.example.later')
    expect(discovery.reports.length).toBe(count)
  })
})
