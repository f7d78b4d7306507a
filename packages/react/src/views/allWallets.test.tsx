import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

async function openAllWallets() {
  harness = await renderPortico()
  await openModal(harness)
  await act(async () => {
    harness!.modal().getByRole('button', { name: 'All Wallets' }).click()
  })
  const modal = harness.modal()
  await waitFor(() => modal.getByRole('dialog', { name: 'All Wallets' }))
  await waitFor(() => modal.getByRole('button', { name: 'Wallet 0' }))
  // The view's chunk arrived after the navigation; the search box takes the focus then.
  const searchbox = modal.getByRole('searchbox', { name: 'Search wallet' })
  await waitFor(() => expect(harness!.shadow().activeElement).toBe(searchbox))
  return modal
}

describe('All Wallets view (docs/rules/screens.md, states.md Wallet loading)', () => {
  it('is named All Wallets, has a Back button and a searchbox named Search wallet', async () => {
    const modal = await openAllWallets()
    expect(modal.getByRole('button', { name: 'Back' })).toBeTruthy()
    expect(modal.getByRole('searchbox', { name: 'Search wallet' })).toBeTruthy()
  })

  it('shows installed wallets first with a badge, then the first page of 40 from the server', async () => {
    const modal = await openAllWallets()
    const tiles = Array.from(harness!.shadow().querySelectorAll<HTMLButtonElement>('.tile'))
    expect(tiles[0]!.textContent).toBe('PPortico Dev Wallet')
    expect(tiles[0]!.querySelector('.tile-badge')).not.toBeNull()
    expect(tiles[1]!.querySelector('.tile-badge')).toBeNull()
    expect(modal.getByRole('button', { name: 'Wallet 0' })).toBeTruthy()
    const pages = harness!.server.requests.filter(
      (r) => r.path === '/getWallets' && r.query.get('entries') === '40',
    )
    expect(pages.map((request) => request.query.get('page'))).toContain('1')
  })

  it('searches the trimmed text after the debounce and shows the match', async () => {
    const modal = await openAllWallets()
    const search = modal.getByRole('searchbox', { name: 'Search wallet' })
    await act(async () => {
      fireEvent.change(search, { target: { value: ' trust ' } })
    })
    expect(await modal.findByRole('button', { name: 'Trust Wallet' }, { timeout: 2000 })).toBeTruthy()
    expect(modal.queryByRole('button', { name: 'Wallet 0' })).toBeNull()
    const searches = harness!.server.requests.filter((r) => r.query.has('search'))
    expect(searches.map((request) => request.query.get('search'))).toEqual(['trust'])
  })

  it('moves focus through the grid with the arrow keys', async () => {
    await openAllWallets()
    const shadow = harness!.shadow()
    const tile = (index: number) => shadow.querySelector<HTMLElement>(`[data-index="${index}"]`)!
    tile(0).focus()
    await act(async () => {
      fireEvent.keyDown(tile(0), { key: 'ArrowRight' })
    })
    await waitFor(() => expect(shadow.activeElement).toBe(tile(1)))
    await act(async () => {
      fireEvent.keyDown(tile(1), { key: 'ArrowDown' })
    })
    // The grid may scroll the row into view before it moves the focus.
    await waitFor(() => expect(shadow.activeElement).toBe(tile(5)))
    expect(tile(5).tabIndex).toBe(0)
    expect(tile(1).tabIndex).toBe(-1)
  })

  it('opens the ConnectingWalletConnect frame for a wallet without a connector', async () => {
    const modal = await openAllWallets()
    await act(async () => {
      modal.getByRole('button', { name: 'Wallet 2' }).click()
    })
    await waitFor(() => modal.getByRole('dialog', { name: 'Wallet 2' }))
    expect(await modal.findByText('Get Wallet 2')).toBeTruthy()
    await act(async () => {
      fireEvent.keyDown(modal.getByRole('dialog'), { key: 'Escape' })
    })
    expect(harness!.portico.router.store.getState().view).toBe('AllWallets')
  })
})
