import { connect } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ADDRESS, type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

async function connected() {
  harness = await renderPortico()
  await act(async () => {
    harness!.portico.mount()
    await connect(harness!.portico, { connectorId: 'dev' })
  })
  return harness
}

describe('feature views (lazy chunks)', () => {
  it('Receive shows the full address to copy', async () => {
    const h = await connected()
    await openModal(h)
    await act(async () => h.modal().getByRole('button', { name: 'Receive' }).click())
    const modal = h.modal()
    await waitFor(() => modal.getByText(ADDRESS))
    expect(modal.getByRole('dialog', { name: 'Receive' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it("EmailLogin says 'No auth connector found' without an AUTH connector (docs/rules/errors.md)", async () => {
    harness = await renderPortico({ features: { email: true } })
    await openModal(harness)
    await act(async () => harness!.portico.router.push('EmailLogin'))
    const modal = harness.modal()
    const email = await modal.findByRole('textbox', { name: 'Email' })
    await act(async () => {
      const field = email as HTMLInputElement
      // As typing does: the value through the input's own setter, then the input event React reads.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        field,
        'visitor@example.com',
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      modal.getByRole('button', { name: 'Continue with email' }).click()
    })
    expect(harness.portico.toast.store.getState()).toMatchObject({
      open: true,
      message: 'No auth connector found',
    })
  })

  it('What is a wallet? leads to All Wallets', async () => {
    harness = await renderPortico()
    await openModal(harness)
    await act(async () => harness!.modal().getByRole('button', { name: 'What is a wallet?' }).click())
    const modal = harness.modal()
    expect(modal.getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy()
    const getStarted = await modal.findByRole('button', { name: 'Get started' })
    await act(async () => getStarted.click())
    expect(harness.portico.router.store.getState().view).toBe('AllWallets')
  })

  it('UnsupportedChain asks to switch and closes after switching', async () => {
    const h = await connected()
    await act(async () => h.wallet.walletChange({ chainId: 999 }))
    const modal = await waitFor(() => h.modal())
    expect(await modal.findByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    const devnet = await modal.findByRole('button', { name: 'Devnet' })
    await act(async () => devnet.click())
    await waitFor(() => expect(h.portico.modal.store.getState().open).toBe(false))
    expect(h.portico.networks.store.getState().caipNetwork?.id).toBe(31337)
  })
})
