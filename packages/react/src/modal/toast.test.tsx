import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

describe('toast in the modal (docs/rules/screens.md)', () => {
  it('shows the message with its variant in a polite status region', async () => {
    harness = await renderPortico()
    await openModal(harness)
    await act(async () => harness!.portico.toast.show('error', 'Connection rejected'))
    const status = harness.modal().getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('Connection rejected')
    expect(harness.shadow().querySelector('.toast')!.getAttribute('data-variant')).toBe('error')
    await act(async () => harness!.portico.toast.show('success', 'Address copied'))
    await waitFor(() => expect(status.textContent).toContain('Address copied'))
  })
})
