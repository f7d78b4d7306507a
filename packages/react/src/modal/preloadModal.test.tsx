import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, renderPortico } from '../test/setup.tsx'
import { peekModal } from './loadModal.ts'

describe('a click without a hover first (brief: zero API requests before intent; fastest cold open)', () => {
  let harness: Harness | undefined
  afterEach(() => harness?.cleanup())

  it('fetches the modal chunk when the page is idle, asks the API nothing, and opens in the click', async () => {
    harness = await renderPortico()
    await waitFor(() => expect(peekModal()).toBeDefined(), { timeout: 3_000 })
    expect(harness.server.requests).toEqual([])
    await waitFor(() => expect(document.querySelector('portico-modal')).toBeNull())

    const button = document.querySelector<HTMLButtonElement>('.portico-button')!
    act(() => button.click())
    expect(harness.shadow().querySelector('[role="dialog"]')).not.toBeNull()
    await act(() => harness!.portico.intent())
    const recommended = harness.portico.wallets.store.getState().recommended
    expect(recommended.length).toBeGreaterThan(0)
    await waitFor(() =>
      expect(harness!.modal().getByRole('dialog').textContent).toContain(recommended[0]!.name),
    )
  })

  it('renders the modal once hidden before the first open, taking no focus and requesting nothing', async () => {
    const hosts: HTMLElement[] = []
    const rendered: Node[] = []
    const inShadow = new MutationObserver((records) => {
      for (const record of records) rendered.push(...record.addedNodes)
    })
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || node.localName !== 'portico-modal') continue
          hosts.push(node)
          inShadow.observe(node.shadowRoot!, { childList: true })
        }
    })
    observer.observe(document.body, { childList: true })
    // An installed wallet whose logo is on the API: the hidden render must not ask for it.
    harness = await renderPortico({
      connectors: [
        { id: 'ledger', name: 'Ledger', chain: 'eip155', type: 'EXTERNAL', imageId: 'ledger-image' },
      ],
    })
    const button = document.querySelector<HTMLButtonElement>('.portico-button')!
    // The focus sits on a field of the page: focusing the connect button would be an intent, which
    // asks the API on purpose.
    const field = document.body.appendChild(document.createElement('input'))
    field.focus()
    await waitFor(() => expect(hosts.length).toBe(1), { timeout: 3_000 })
    await waitFor(() => expect(document.querySelector('portico-modal')).toBeNull())
    observer.disconnect()
    inShadow.disconnect()
    const [host] = hosts as [HTMLElement]
    expect(host.inert).toBe(true)
    expect(host.getAttribute('aria-hidden')).toBe('true')
    expect(host.style.visibility).toBe('hidden')
    // The view was rendered (its code ran), with the logo's initial instead of the image.
    const root = rendered.find(
      (node): node is HTMLElement => node instanceof HTMLElement && node.matches('.root'),
    )
    expect(root?.querySelector('[role="dialog"] .list-item')?.textContent).toContain('Ledger')
    expect(root?.querySelector('img')).toBeNull()
    expect(document.activeElement).toBe(field)
    expect(harness.server.requests).toEqual([])
    field.remove()
    expect(harness.portico.modal.store.getState().open).toBe(false)

    act(() => button.click())
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(harness.shadow().querySelector('[role="dialog"]')).not.toBeNull()
  })
})
