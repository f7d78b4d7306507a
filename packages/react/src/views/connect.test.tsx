import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined

function addAuthConnector(h: Harness) {
  h.portico.connectors.setConnectors('solana', [{ id: 'auth', name: 'Email', chain: 'solana', type: 'AUTH' }])
}
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

describe('Connect view (docs/rules/screens.md, issue 4 accessibility contract)', () => {
  it('is a modal dialog named by its visible title, in an open shadow root', async () => {
    harness = await renderPortico()
    await openModal(harness)
    const dialog = harness.modal().getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(harness.shadow().mode).toBe('open')
    expect(harness.modal().getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(harness.modal().getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('lists installed connectors, then the recommended wallets from the server, then All Wallets with the count', async () => {
    harness = await renderPortico()
    await openModal(harness)
    const modal = harness.modal()
    await waitFor(() => modal.getByRole('button', { name: 'Wallet 3' }))
    const names = modal
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.list-item-label')!.textContent)
    expect(names).toEqual([
      'Portico Dev Wallet',
      'Wallet 0',
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'All Wallets',
    ])
    expect(modal.getByText('Installed')).toBeTruthy()
    expect(
      modal.getByRole('button', { name: 'Portico Dev Wallet' }).getAttribute('aria-describedby'),
    ).toBeTruthy()
    expect(modal.getByText('130+')).toBeTruthy()
  })

  it('shows the email form and the social buttons in docs/rules/screens.md order only with an AUTH connector', async () => {
    harness = await renderPortico({ features: { email: true, socials: ['google', 'x'] } })
    await openModal(harness)
    let modal = harness.modal()
    // Without an AUTH connector the form could only end in 'No auth connector found'.
    await waitFor(() => modal.getByRole('button', { name: 'Portico Dev Wallet' }))
    expect(modal.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(modal.queryByRole('button', { name: 'Continue with google' })).toBeNull()
    expect(modal.queryByText('or')).toBeNull()
    await act(async () => addAuthConnector(harness!))
    modal = harness.modal()
    expect(modal.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    // The social buttons are a lazy chunk (off unless the project turns them on).
    await waitFor(() =>
      expect(
        Array.from(
          harness!.shadow().querySelectorAll('.social-list .list-item-label'),
          (node) => node.textContent,
        ),
      ).toEqual(['Google', 'X']),
    )
    const order = Array.from(harness.shadow().querySelectorAll('.list, form')).map(
      (node) => node.className || 'form',
    )
    expect(order).toEqual(['list', 'form', 'list social-list'])
  })

  it('keeps email first and hides the Browser Wallet when the browser has no injected provider (docs/rules/screens.md, validation.md)', async () => {
    harness = await renderPortico({ features: { email: true } })
    await act(async () => {
      harness!.portico.mount()
      harness!.portico.connectors.setConnectors('eip155', [
        { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED', installed: false },
      ])
      addAuthConnector(harness!)
    })
    await openModal(harness)
    expect(harness.modal().queryByRole('button', { name: 'Browser Wallet' })).toBeNull()
    const order = Array.from(harness.shadow().querySelectorAll('.list, form')).map(
      (node) => node.className || 'form',
    )
    expect(order).toEqual(['form', 'list'])
  })

  it('carries the typed email to EmailLogin, which starts the login at once (docs/rules/screens.md, errors.md)', async () => {
    harness = await renderPortico({ features: { email: true } })
    await act(async () => {
      harness!.portico.mount()
      addAuthConnector(harness!)
    })
    await openModal(harness)
    const email = harness.modal().getByRole('textbox', { name: 'Email' })
    await act(async () => {
      fireEvent.change(email, { target: { value: 'visitor@example.com' } })
      fireEvent.submit(email.closest('form')!)
    })
    const router = harness.portico.router.store.getState()
    expect(router.view).toBe('EmailLogin')
    expect(router.data?.email).toBe('visitor@example.com')
    // This connector has no vault behind it (no adapter registered one), so the login cannot start.
    expect(await harness.modal().findByRole('alert')).toHaveProperty('textContent', 'No auth connector found')
  })

  it('lets remote features win over local ones (docs/rules/entities.md)', async () => {
    harness = await renderPortico({ features: { email: true }, remote: { email: false } })
    await openModal(harness)
    expect(harness.modal().queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it('closes on Esc from the first view and returns focus to the button', async () => {
    harness = await renderPortico()
    const button = await openModal(harness)
    const dialog = harness.modal().getByRole('dialog')
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    expect(harness.portico.modal.store.getState().open).toBe(false)
    expect(document.querySelector('portico-modal')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('keeps Tab inside the dialog', async () => {
    harness = await renderPortico()
    await openModal(harness)
    const dialog = harness.modal().getByRole('dialog')
    const close = harness.modal().getByRole('button', { name: 'Close' })
    close.focus()
    const buttons = Array.from(dialog.querySelectorAll('button'))
    buttons[buttons.length - 1]!.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(harness.shadow().activeElement).toBe(buttons[0])
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(harness.shadow().activeElement).toBe(buttons[buttons.length - 1])
  })

  it('applies the theme as --portico-* variables and palettes', async () => {
    harness = await renderPortico()
    await openModal(harness)
    const root = harness.shadow().querySelector<HTMLElement>('.root')!
    expect(root.dataset.theme).toBe('light')
    expect(root.style.getPropertyValue('--portico-accent')).toBe('hsla(231, 100%, 70%, 1)')
    expect(root.style.getPropertyValue('--portico-font-size-master')).toBe('10px')
    expect(root.style.getPropertyValue('--portico-border-radius-master')).toBe('4px')
    expect(root.style.getPropertyValue('--portico-z-index')).toBe('999')
    await act(async () => {
      harness!.portico.setThemeMode('dark')
      harness!.portico.setThemeVariables({ '--portico-border-radius-master': '2px' })
    })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--portico-accent')).toBe('hsla(230, 100%, 67%, 1)')
    expect(root.style.getPropertyValue('--portico-border-radius-master')).toBe('2px')
  })
})
