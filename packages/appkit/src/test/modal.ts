import { expect, vi } from 'vitest'

const dialog = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')

/** Waits until the modal's dialog has rendered (its chunks loaded) and shows `text`. */
export async function waitForDialog(text: string): Promise<void> {
  await vi.waitFor(() => expect(dialog()?.textContent).toContain(text), { timeout: 10_000 })
}
