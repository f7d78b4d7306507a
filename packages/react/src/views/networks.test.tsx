import {
  type CaipNetwork,
  connect,
  getAssetImageUrl,
  setLocale,
  switchNetwork,
  toCaipNetworkId,
} from '@portico/core'
import { TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { act, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkButton } from '../components/networkButton.tsx'
import { PorticoProvider } from '../provider.tsx'
import { ADDRESS, type Harness, openModal, renderPortico } from '../test/setup.tsx'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.cleanup()
  harness = undefined
})

const [devnet, devnet2] = TEST_NETWORKS as [CaipNetwork, CaipNetwork]
const withImages: CaipNetwork[] = [
  {
    ...devnet,
    assets: { imageId: 'ethereum' },
    blockExplorers: { default: { name: 'Scan', url: 'https://scan.test/' } },
  },
  { ...devnet2, assets: { imageUrl: 'https://images.test/devnet-2.png' } },
]
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: toCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

async function connected(networks: CaipNetwork[] = withImages) {
  harness = await renderPortico({ networks })
  await act(async () => {
    harness!.portico.mount()
    await connect(harness!.portico, { connectorId: 'dev' })
  })
  await openModal(harness)
  return harness
}

async function openNetworks(h: Harness) {
  await act(async () =>
    h.modal().getByRole('button', { name: h.portico.networks.store.getState().caipNetwork!.name }).click(),
  )
  await waitFor(() => h.modal().getByRole('dialog', { name: 'Select network' }))
  return h.modal().findByRole('list', { name: /Networks$/ })
}

/** A wallet whose switch waits until the test lets it go. */
function holdSwitch(h: Harness) {
  const original = h.wallet.adapter.switchNetwork.bind(h.wallet.adapter)
  let release: (error?: Error) => void = () => {}
  h.wallet.adapter.switchNetwork = (parameters) =>
    new Promise<void>((resolve, reject) => {
      release = (error) => (error ? reject(error) : original(parameters).then(resolve, reject))
    })
  return { release: (error?: Error) => release(error) }
}

describe('network list (docs/rules/entities.md Network, states.md Switching network)', () => {
  it('lists every configured network with its image, marks the current one and disables unapproved ones', async () => {
    const h = await connected()
    const list = within(await openNetworks(h))
    const items = list.getAllByRole('button')
    expect(items.map((item) => item.querySelector('.list-item-label')?.textContent)).toEqual([
      'Devnet',
      'Devnet 2',
    ])
    expect(items[0]!.getAttribute('aria-current')).toBe('true')
    expect(items[0]!.textContent).toContain('Connected')
    expect(items[1]!.getAttribute('aria-current')).toBeNull()
    const images = items.map((item) => item.querySelector('img')?.getAttribute('src'))
    expect(images).toEqual([getAssetImageUrl(h.portico.api, 'ethereum'), 'https://images.test/devnet-2.png'])
    await act(async () => h.portico.networks.setApprovedNetworks([toCaipNetworkId('eip155:31337')]))
    expect((list.getAllByRole('button')[1] as HTMLButtonElement).disabled).toBe(true)
    expect(list.getAllByRole('button')[1]!.textContent).toContain('Unavailable')
  })

  it('choosing the current network does nothing', async () => {
    const h = await connected()
    const list = within(await openNetworks(h))
    await act(async () => list.getAllByRole('button')[0]!.click())
    expect(h.portico.router.store.getState().view).toBe('Networks')
  })

  it('SwitchNetwork waits for the wallet, then returns to Account on the new network', async () => {
    const h = await connected()
    const wallet = holdSwitch(h)
    const list = within(await openNetworks(h))
    await act(async () => list.getAllByRole('button')[1]!.click())
    const modal = h.modal()
    expect(await modal.findByRole('dialog', { name: 'Devnet 2' })).toBeTruthy()
    expect(await modal.findByText('Approve in wallet')).toBeTruthy()
    expect(modal.getByText('Accept the request to switch to Devnet 2 in Portico Dev Wallet.')).toBeTruthy()
    await act(async () => wallet.release())
    await waitFor(() => expect(h.portico.router.store.getState().view).toBe('Account'))
    expect(h.portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(h.portico.events.store.getState().lastEvent?.event).toBe('SWITCH_NETWORK')
    expect(h.portico.toast.store.getState().message).toBe('Switched to Devnet 2')
  })

  it('a declined switch goes back one view, says so and shakes (docs/rules/states.md, screens.md)', async () => {
    const h = await connected()
    const wallet = holdSwitch(h)
    const list = within(await openNetworks(h))
    await act(async () => list.getAllByRole('button')[1]!.click())
    await h.modal().findByText('Approve in wallet')
    const shakes = h.portico.modal.store.getState().shakeCount
    await act(async () =>
      wallet.release(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    )
    await waitFor(() => expect(h.portico.router.store.getState().view).toBe('Networks'))
    expect(h.portico.toast.store.getState()).toMatchObject({ variant: 'error', message: 'Switch declined' })
    expect(h.portico.modal.store.getState().shakeCount).toBe(shakes + 1)
    expect(h.portico.networks.store.getState().caipNetwork?.id).toBe(31337)
  })

  it('names the EVM group in the modal’s language; the chains keep their own names', async () => {
    const h = await connected([...withImages, solana])
    await act(async () => setLocale(h.portico, { locale: 'de' }))
    await act(async () =>
      h.modal().getByRole('button', { name: h.portico.networks.store.getState().caipNetwork!.name }).click(),
    )
    const view = within(await h.modal().findByRole('dialog', { name: 'Netzwerk wählen' }))
    expect(await view.findByRole('heading', { name: 'EVM-Netzwerke' })).toBeTruthy()
    expect(view.getByRole('list', { name: 'Solana' })).toBeTruthy()
  })

  it('a network of a namespace without an address opens SwitchActiveChain, which offers to connect one', async () => {
    const h = await connected([...withImages, solana])
    await openNetworks(h)
    const view = within(await h.modal().findByRole('dialog', { name: 'Select network' }))
    // With two namespaces the list is grouped under their display names (docs/rules/entities.md).
    expect(view.getByRole('heading', { name: 'EVM Networks' })).toBeTruthy()
    const list = within(view.getByRole('list', { name: 'Solana' }))
    await act(async () => list.getByRole('button', { name: 'Solana' }).click())
    const modal = h.modal()
    expect(await modal.findByRole('dialog', { name: 'Switch Chain' })).toBeTruthy()
    expect(await modal.findByText('Switch to Solana')).toBeTruthy()
    await act(async () => modal.getByRole('button', { name: 'Connect a Solana wallet' }).click())
    expect(h.portico.router.store.getState()).toMatchObject({ view: 'Connect', data: { network: solana } })
    // Connect lists only wallets for Solana: the EVM dev wallet is not offered (issue defect).
    await waitFor(() => expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy())
    expect(modal.queryByRole('button', { name: /Portico Dev Wallet/ })).toBeNull()
  })
})

describe('SwitchNetwork under StrictMode', () => {
  it('asks the wallet to switch once', async () => {
    harness = await renderPortico({ networks: withImages, strict: true })
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    await openModal(harness)
    const list = within(await openNetworks(harness))
    await act(async () => list.getAllByRole('button')[1]!.click())
    await waitFor(() => expect(harness!.portico.router.store.getState().view).toBe('Account'))
    expect(harness.wallet.state.switches).toBe(1)
  })
})

describe('Account header (docs/rules/screens.md Account, entities.md Account state)', () => {
  it('shows the short address and avatar, copies with a success toast, links the explorer', async () => {
    const h = await connected()
    const modal = h.modal()
    expect(modal.getByText('0x7099…79C8').getAttribute('title')).toBe(ADDRESS)
    expect(h.shadow().querySelector('.identity-avatar')).toBeTruthy()
    const link = modal.getByRole('link', { name: 'Block explorer' })
    expect(link.getAttribute('href')).toBe(`https://scan.test/address/${ADDRESS}`)
    const written: string[] = []
    Object.defineProperty(globalThis.navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    await act(async () => modal.getByRole('button', { name: 'Copy address' }).click())
    expect(written).toEqual([ADDRESS])
    expect(h.portico.toast.store.getState()).toMatchObject({ variant: 'success', message: 'Address copied' })
  })

  it('shows the name and avatar of the identity instead of the address, here and on the button', async () => {
    harness = await renderPortico({
      networks: withImages,
      identities: { [ADDRESS]: { name: 'alice.portico', avatar: 'https://images.test/alice.png' } },
    })
    await act(async () => {
      harness!.portico.mount()
      await connect(harness!.portico, { connectorId: 'dev' })
    })
    const button = document.querySelector<HTMLButtonElement>('.portico-button')!
    await waitFor(() => expect(button.textContent).toContain('alice.portico'))
    await openModal(harness)
    const modal = harness.modal()
    expect(modal.getByText('alice.portico').getAttribute('title')).toBe(ADDRESS)
    expect(harness.shadow().querySelector('img.identity-avatar')?.getAttribute('src')).toBe(
      'https://images.test/alice.png',
    )
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://images.test/alice.png')
  })

  it('has no explorer link when the network has no explorer', async () => {
    const h = await connected(TEST_NETWORKS)
    expect(h.modal().queryByRole('link', { name: 'Block explorer' })).toBeNull()
  })
})

describe('ConnectButton when connected', () => {
  it('shows the avatar, the short address and the balance, and opens Account', async () => {
    const h = await connected()
    const button = document.querySelector<HTMLButtonElement>('.portico-button')!
    await waitFor(() => expect(button.textContent).toBe('1.234 ETH0x7099…79C8'))
    expect(button.dataset.variant).toBe('account')
    expect(button.querySelector('.portico-button-pill > span[aria-hidden="true"]')).toBeTruthy()
    expect(h.portico.router.store.getState().view).toBe('Account')
  })
})

describe('NetworkButton', () => {
  it("shows the current network's image and name, and opens the network list", async () => {
    const h = await connected()
    const view = render(
      <PorticoProvider portico={h.portico}>
        <NetworkButton className="network" />
      </PorticoProvider>,
    )
    const button = view.container.querySelector<HTMLButtonElement>('button.network')!
    expect(button.textContent).toBe('Devnet')
    expect(button.querySelector('img')?.getAttribute('src')).toBe(getAssetImageUrl(h.portico.api, 'ethereum'))
    await act(async () => switchNetwork(h.portico, { caipNetwork: withImages[1]! }))
    expect(button.textContent).toBe('Devnet 2')
    await act(async () => button.click())
    expect(h.portico.router.store.getState().view).toBe('Networks')
    view.unmount()
  })
})
