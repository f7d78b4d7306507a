import { createMemoryStorage, createPortico, openModal } from '@portico/core'
import { startDirectoryServer } from '@portico/testing/core/directoryServer'
import { act, render, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton } from './components/connectButton.tsx'
import { PorticoProvider } from './provider.tsx'

describe('PorticoProvider (docs/architecture.md: no shared state)', () => {
  it('renders nothing heavy until opened, and keeps two instances on one page apart', async () => {
    const server = await startDirectoryServer()
    const environment = { storage: createMemoryStorage(), isMobile: () => false }
    const first = createPortico({ apiUrl: server.url, themeMode: 'light' }, environment)
    const second = createPortico({ apiUrl: server.url, themeMode: 'dark' }, environment)
    const view = render(
      <>
        <PorticoProvider portico={first}>
          <ConnectButton />
        </PorticoProvider>
        <PorticoProvider portico={second}>
          <ConnectButton />
        </PorticoProvider>
      </>,
    )
    expect(document.querySelector('portico-modal')).toBeNull()
    await act(async () => {
      openModal(second)
      await second.intent()
    })
    await waitFor(() =>
      expect(document.querySelector('portico-modal')?.shadowRoot?.querySelector('.root')).toBeTruthy(),
    )
    const hosts = document.querySelectorAll('portico-modal')
    expect(hosts).toHaveLength(1)
    const root = hosts[0]!.shadowRoot!.querySelector<HTMLElement>('.root')!
    expect(root.dataset.theme).toBe('dark')
    expect(within(root).getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(first.modal.store.getState().open).toBe(false)
    view.unmount()
    await server.close()
  })
})
