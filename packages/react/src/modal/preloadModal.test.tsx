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
})
