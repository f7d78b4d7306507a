import { VIEWS } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Translate } from '../hooks/useMessages.ts'
import { format, getMessages } from '../messages/index.ts'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'
import { isUnbuiltView, UNBUILT_VIEWS, viewTitle } from './registry.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

describe('view registry', () => {
  it('gives every built view of core a title, and none to the views this build does not ship', () => {
    const t: Translate = (key, values) => format(getMessages('en')[key], values)
    for (const view of VIEWS) {
      const title = viewTitle(view, undefined, t)
      if (isUnbuiltView(view)) expect(title, view).toBe('')
      else expect(title, view).not.toBe('')
    }
    expect(UNBUILT_VIEWS).toContain('Transactions')
    expect(isUnbuiltView('Account')).toBe(false)
  })

  it('shows nothing for a view that is not built, instead of falling back to Connect', async () => {
    harness = await renderPortico()
    await openModal(harness)
    await act(async () => harness!.portico.router.push('Transactions'))
    const view = harness.shadow().querySelector('.view')!
    expect(view.textContent).toBe('')
    expect(harness.modal().queryByRole('list', { name: 'Wallets' })).toBeNull()
    await act(async () => harness!.portico.router.goBack())
    expect(harness.modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
