import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, renderPortico } from '../test/setup.tsx'
import { loadModal } from './loadModal.ts'

describe('opening the modal (brief: wallet list within two frames; docs/rules/states.md Modal)', () => {
  let harness: Harness | undefined
  afterEach(() => harness?.cleanup())

  it('renders the dialog with the prefetched wallets in the commit of the click once intent has run', async () => {
    harness = await renderPortico()
    const button = document.querySelector<HTMLButtonElement>('.portico-button')!
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerenter'))
      await harness!.portico.intent()
      await loadModal()
    })
    act(() => button.click())
    const dialog = harness.shadow().querySelector('[role="dialog"]')
    expect(dialog).not.toBeNull()
    const recommended = harness.portico.wallets.store.getState().recommended
    expect(recommended.length).toBeGreaterThan(0)
    expect(dialog!.textContent).toContain(recommended[0]!.name)
  })
})
