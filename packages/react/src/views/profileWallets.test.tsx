import { type Connector, connect, getConnections } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

const CONNECTORS: Connector[] = [
  {
    id: 'dev',
    name: 'Portico Dev Wallet',
    chain: 'eip155',
    type: 'ANNOUNCED',
    rdns: 'dev.portico',
    installed: true,
  },
  { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED', installed: true },
]

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

const statusOf = (harness: Harness, name: string) =>
  harness
    .modal()
    .getByText(name, { selector: 'strong' })
    .closest('li')
    ?.querySelector('.profile-wallet-status')?.textContent

describe('ProfileWallets (docs/rules/screens.md, states.md connection status per connector; remote feature multiWallet)', () => {
  it('lists connections as connected, active and disconnected; switches, disconnects and reconnects', async () => {
    harness = await renderPortico({ features: { multiWallet: true }, connectors: CONNECTORS })
    const h = harness
    await act(async () => {
      h.portico.mount()
      await connect(h.portico, { connectorId: 'dev' })
      await connect(h.portico, { connectorId: 'injected' })
    })
    await openModal(h)
    const wallets = await h.modal().findByRole('button', { name: 'Wallets' })
    await act(async () => wallets.click())
    await h.modal().findByRole('dialog', { name: 'Wallets' })
    await waitFor(() => expect(statusOf(h, 'Browser Wallet')).toMatch(/^Connected · 0x/))
    expect(statusOf(h, 'Portico Dev Wallet')).toMatch(/^Active · 0x/)
    expect(h.modal().getByRole('region', { name: 'EVM Networks' })).toBeTruthy()

    await act(async () => h.modal().getByRole('button', { name: 'Switch' }).click())
    await waitFor(() => expect(statusOf(h, 'Portico Dev Wallet')).toMatch(/^Connected/))
    expect(statusOf(h, 'Browser Wallet')).toMatch(/^Active/)

    await act(async () => h.modal().getByRole('button', { name: 'Disconnect Browser Wallet' }).click())
    await waitFor(() => expect(statusOf(h, 'Browser Wallet')).toMatch(/^Disconnected/))
    expect(h.portico.account.store.getState().status).toBe('connected')

    // A disconnected wallet reconnects through its connection method (the extension's screen), which
    // connects and closes the modal; it is live again and no longer listed as disconnected.
    const views: string[] = []
    const stop = h.portico.router.store.subscribe((state) => views.push(state.view))
    await act(async () => h.modal().getByRole('button', { name: 'Reconnect' }).click())
    stop()
    expect(views[0]).toBe('ConnectingExternal')
    await waitFor(() =>
      expect(getConnections(h.portico, { includeDisconnected: true })).toEqual([
        expect.objectContaining({ connectorId: 'dev', status: 'active' }),
        expect.objectContaining({ connectorId: 'injected', status: 'connected' }),
      ]),
    )
  })

  it('Disconnect all ends every connection and closes the modal; no Wallets entry without multiWallet', async () => {
    harness = await renderPortico({ features: { multiWallet: true }, connectors: CONNECTORS })
    const h = harness
    await act(async () => {
      h.portico.mount()
      await connect(h.portico, { connectorId: 'dev' })
      await connect(h.portico, { connectorId: 'injected' })
    })
    await openModal(h)
    await act(async () => h.portico.router.push('ProfileWallets'))
    const all = await h.modal().findByRole('button', { name: 'Disconnect all' })
    await act(async () => all.click())
    await waitFor(() => expect(h.portico.account.store.getState().status).toBe('disconnected'))
    expect(h.portico.modal.store.getState().open).toBe(false)
  })

  it('shows no Wallets entry when multiWallet is off', async () => {
    harness = await renderPortico({ connectors: CONNECTORS })
    const h = harness
    await act(async () => {
      h.portico.mount()
      await connect(h.portico, { connectorId: 'dev' })
    })
    await openModal(h)
    await h.modal().findByRole('dialog', { name: 'Account' })
    expect(h.modal().queryByRole('button', { name: 'Wallets' })).toBeNull()
  })
})
