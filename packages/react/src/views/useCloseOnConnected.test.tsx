import type { Connector } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  chain: 'eip155',
  type: 'WALLET_CONNECT',
  installed: true,
}

describe('a connecting view closes the modal it still shows once connected', () => {
  it('WalletConnect closes the modal on success', async () => {
    harness = await renderPortico({ connectors: [WALLET_CONNECT] })
    const { portico } = harness
    await openModal(harness)
    await act(async () => portico.router.push('ConnectingWalletConnect', {}))
    await waitFor(() => expect(portico.account.store.getState().status).toBe('connected'))
    await waitFor(() => expect(portico.modal.store.getState().open).toBe(false))
  })

  it('WalletConnect leaves open a view that replaced it before it connected', async () => {
    harness = await renderPortico({ connectors: [WALLET_CONNECT] })
    const { portico } = harness
    await openModal(harness)
    await act(async () => {
      portico.router.push('ConnectingWalletConnect', {})
      portico.router.replace('WhatIsAWallet')
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(portico.modal.store.getState().open).toBe(true)
    expect(portico.router.store.getState().view).toBe('WhatIsAWallet')
  })
})
