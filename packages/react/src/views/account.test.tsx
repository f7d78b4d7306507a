import { connect } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

describe('Account view (SPEC §2 Account tabs)', () => {
  it('shows the identity, balance and the Tokens, NFTs and Activity tabs, and disconnects', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await waitFor(() => expect(document.querySelector('.portico-button')!.textContent).toContain('0x7099'))
    await openModal(harness)
    const modal = harness.modal()
    expect(modal.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal.getByText('0x7099…79C8')).toBeTruthy()
    await waitFor(() => expect(modal.getAllByText('1.234 ETH').length).toBeGreaterThan(0))
    const tabs = modal.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tokens', 'NFTs', 'Activity'])
    await act(async () => {
      modal.getByRole('tab', { name: 'Activity' }).click()
    })
    expect(modal.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    expect(modal.getByText('No activity yet')).toBeTruthy()
    await act(async () => {
      modal.getByRole('button', { name: 'Disconnect' }).click()
    })
    await waitFor(() => expect(harness!.portico.account.store.getState().status).toBe('disconnected'))
    expect(harness.portico.modal.store.getState().open).toBe(false)
    expect(ADDRESS).toContain('0x7099')
  })

  it('opens the network list from the network chip (lazy chunk) and switches', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const modal = harness.modal()
    await act(async () => {
      modal.getByRole('button', { name: 'Devnet' }).click()
    })
    await waitFor(() => modal.getByRole('dialog', { name: 'Select network' }))
    const devnet2 = await modal.findByRole('button', { name: 'Devnet 2' })
    await act(async () => {
      devnet2.click()
    })
    await waitFor(() => expect(harness!.portico.networks.store.getState().caipNetwork?.id).toBe(31338))
    expect(harness.portico.router.store.getState().view).toBe('Account')
  })
})
