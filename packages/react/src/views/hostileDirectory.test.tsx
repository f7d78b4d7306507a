import type { Wallet } from '@portico/core'
import { makeWallets } from '@portico/testing/core/directoryServer'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

const HOSTILE_NAME = '<img src=x onerror="globalThis.pwned=1">Evil'
const HOSTILE: Wallet = {
  id: 'hostile',
  name: HOSTILE_NAME,
  image_id: 'hostile',
  image_url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="globalThis.pwned=2"><script>globalThis.pwned=3</script></svg>')}`,
  homepage: 'javascript:globalThis.pwned=4',
  app_store: 'data:text/html,<script>alert(1)</script>',
  play_store: null,
  chrome_store: 'https://chromewebstore.example/hostile',
  mobile_link: 'javascript:alert(1)//',
  desktop_link: 'javascript:alert(1)//',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
}

// Issue 21 (security): directory data is untrusted; a hostile entry renders as text and its links are
// refused unless http(s) or a wallet deep-link scheme (docs/rules/screens.md views, entities.md wallet fields).
describe('a hostile wallet in the directory renders inert', () => {
  it('shows the name as text, never runs the logo, and offers only its http(s) links', async () => {
    harness = await renderPortico({ wallets: [HOSTILE, ...makeWallets(20)] })
    await act(async () => {
      harness!.portico.mount()
      harness!.portico.connectors.setConnectors('eip155', [])
    })
    await openModal(harness)
    const tile = await harness.modal().findByRole('button', { name: HOSTILE_NAME })
    expect(harness.shadow().querySelector('img[onerror], [onload]')).toBeNull()
    await act(async () => tile.click())

    await waitFor(() => harness!.modal().getByText(`Get ${HOSTILE_NAME}`))
    expect(harness.modal().getByText(`${HOSTILE_NAME} is not installed in this browser.`)).toBeTruthy()
    const links = [...harness.shadow().querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(links).toEqual(['https://chromewebstore.example/hostile'])
    expect(harness.modal().queryByText('Website')).toBeNull()
    expect(harness.modal().queryByText('Get the app')).toBeNull()
    // The markup stayed text: no element came from the name, and nothing ran.
    expect(harness.shadow().querySelector('img[src="x"]')).toBeNull()
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })
})
