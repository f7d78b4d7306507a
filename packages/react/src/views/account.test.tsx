import { connect, getWalletFeatures, shortenName } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

describe('Account view (docs/rules/screens.md Account tabs)', () => {
  it("shows the connected wallet's address and balance, and copies the full address", async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const modal = harness.modal()
    expect(modal.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    // The view is a lazy chunk: it may still be loading when the dialog shows.
    const name = await modal.findByText(shortenName(ADDRESS))
    expect(name.getAttribute('title')).toBe(ADDRESS)
    // The wallet reports 1.23456 ETH; the header floors it to 3 decimals (docs/rules/validation.md).
    await waitFor(() => expect(modal.getAllByText('1.234 ETH').length).toBeGreaterThan(0))
    const writeText = vi.fn(async (_text: string) => {})
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    try {
      await act(async () => modal.getByRole('button', { name: 'Copy address' }).click())
      expect(writeText).toHaveBeenCalledWith(ADDRESS)
      expect(harness.portico.toast.store.getState()).toMatchObject({ open: true, message: 'Address copied' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('copies with the copy command when the Clipboard API refuses, and says so when nothing could copy', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const modal = harness.modal()
    const copy = await modal.findByRole('button', { name: 'Copy address' })
    // An unfocused document or a denied permission: the Clipboard API rejects.
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('Document is not focused.', 'NotAllowedError')
    })
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } })
    const selected: string[] = []
    let commandWorks = true
    // The browser's copy command: a copy event whose clipboard data the page fills.
    const execCommand = vi.fn((command: string) => {
      if (command !== 'copy' || !commandWorks) return false
      const clipboardData = new DataTransfer()
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('copy', { clipboardData, bubbles: true, cancelable: true, composed: true }),
      )
      selected.push(clipboardData.getData('text/plain'))
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    try {
      await act(async () => copy.focus())
      await act(async () => copy.click())
      expect(selected).toEqual([ADDRESS])
      expect(harness.portico.toast.store.getState()).toMatchObject({
        open: true,
        variant: 'success',
        message: 'Address copied',
      })
      // The helper field is gone and the focus is back on the button, inside the modal.
      expect(harness.shadow().querySelector('textarea')).toBeNull()
      expect(harness.shadow().activeElement).toBe(copy)

      commandWorks = false
      await act(async () => copy.click())
      // A toast shown while one is open replaces it a moment later.
      await waitFor(() =>
        expect(harness!.portico.toast.store.getState()).toMatchObject({
          open: true,
          variant: 'error',
          message: 'Couldn’t copy',
        }),
      )
    } finally {
      vi.unstubAllGlobals()
      Reflect.deleteProperty(document, 'execCommand')
    }
  })

  it('offers Tokens, NFTs and Activity, moved through with the arrow keys', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const modal = harness.modal()
    expect(modal.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    const tokens = modal.getByRole('tab', { name: 'Tokens' })
    const nfts = modal.getByRole('tab', { name: 'NFTs' })
    const activity = modal.getByRole('tab', { name: 'Activity' })
    expect(modal.getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
    // Arrow keys move the selection and the focus, wrapping at the ends (roving tabindex).
    await act(async () => fireEvent.keyDown(tokens, { key: 'ArrowRight' }))
    expect(nfts.getAttribute('aria-selected')).toBe('true')
    expect(harness.shadow().activeElement).toBe(nfts)
    expect([tokens.tabIndex, nfts.tabIndex, activity.tabIndex]).toEqual([-1, 0, -1])
    expect(modal.getByRole('tabpanel', { name: 'NFTs' })).toBeTruthy()
    await act(async () => fireEvent.keyDown(nfts, { key: 'ArrowRight' }))
    expect(activity.getAttribute('aria-selected')).toBe('true')
    await act(async () => fireEvent.keyDown(activity, { key: 'ArrowRight' }))
    expect(tokens.getAttribute('aria-selected')).toBe('true')
    await act(async () => fireEvent.keyDown(tokens, { key: 'ArrowLeft' }))
    expect(activity.getAttribute('aria-selected')).toBe('true')
  })

  it('docs/rules/screens.md, errors.md: back on Tokens with the list shown, a failed refresh keeps the list and the toast', async () => {
    const statuses: Record<string, number> = {}
    harness = await renderPortico({ statuses })
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const modal = harness.modal()
    await waitFor(() => expect(modal.getByRole('list', { name: 'Tokens' })).toBeTruthy())
    // The balance API stops answering while the visitor reads a success toast (back from a send).
    statuses[`/v1/account/${ADDRESS}/balance`] = 500
    await act(async () => harness!.portico.toast.show('success', 'Sent 0.1 ETH'))
    await act(async () => modal.getByRole('tab', { name: 'NFTs' }).click())
    await act(async () => modal.getByRole('tab', { name: 'Tokens' }).click())
    await waitFor(() =>
      expect(harness!.server.requests.filter((request) => request.path.endsWith('/balance')).length).toBe(2),
    )
    await waitFor(() =>
      expect(getWalletFeatures(harness!.portico).balances.store.getState().loading).toBe(false),
    )
    expect(harness.portico.toast.store.getState()).toMatchObject({ open: true, message: 'Sent 0.1 ETH' })
    expect(modal.getByRole('list', { name: 'Tokens' })).toBeTruthy()
  })

  it('disconnects and closes the modal', async () => {
    harness = await renderPortico()
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await waitFor(() =>
      expect(document.querySelector('.portico-button')!.textContent).toContain(shortenName(ADDRESS)),
    )
    await openModal(harness)
    await act(async () => {
      harness!.modal().getByRole('button', { name: 'Disconnect' }).click()
    })
    await waitFor(() => expect(harness!.portico.account.store.getState().status).toBe('disconnected'))
    expect(harness.portico.modal.store.getState().open).toBe(false)
    expect(document.querySelector('.portico-button')!.textContent).toBe('Connect Wallet')
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
