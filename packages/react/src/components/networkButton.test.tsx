import { createMemoryStorage, createPortico, toCaipNetworkId } from '@portico/core'
import { startDirectoryServer } from '@portico/testing/core/directoryServer'
import { act, fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PorticoProvider } from '../provider.tsx'
import { NetworkButton } from './networkButton.tsx'

describe('NetworkButton (docs/rules/product.md: no API request before the visitor shows intent)', () => {
  it("shows the network's initial until hover or focus, then the server-hosted logo", async () => {
    const server = await startDirectoryServer()
    const portico = createPortico(
      {
        apiUrl: server.url,
        networks: [
          {
            id: 1,
            caipNetworkId: toCaipNetworkId('eip155:1'),
            chainNamespace: 'eip155',
            name: 'Ethereum',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
            assets: { imageId: 'ethereum-logo' },
          },
        ],
      },
      { storage: createMemoryStorage(), isMobile: () => false },
    )
    const view = render(
      <PorticoProvider portico={portico}>
        <NetworkButton />
      </PorticoProvider>,
    )
    const button = view.getByRole('button')
    expect(button.querySelector('img')).toBeNull()
    expect(button.textContent).toContain('Ethereum')
    await act(async () => {
      fireEvent.focus(button)
      await portico.intent()
    })
    expect(button.querySelector('img')?.getAttribute('src')).toContain('ethereum-logo')
    view.unmount()
    await server.close()
  })
})
