// @vitest-environment happy-dom

import {
  ConnectionRejectedError,
  createMemoryStorage,
  createPortico,
  lazyAdapter,
  toCaipNetworkId,
} from '@portico/core'
import { createDevnetChain, DEV_ACCOUNTS, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import { announceProvider, createDevWallet, type DevWalletStorage } from '@portico/devnet/wallet'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { toCaipNetwork } from './networks/toCaipNetwork.ts'

const DEV_WALLET_ID = 'dev.portico.wallet'

function memory(): DevWalletStorage {
  return createMemoryStorage()
}

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

describe('the EVM adapter inside a Portico instance (DESIGN §2; SPEC §3, §4, §8)', () => {
  const urls = inject('devnetUrls')
  const chains = [
    createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: urls[DEVNET_A_CHAIN_ID] }),
    createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: urls[DEVNET_B_CHAIN_ID] }),
  ] as const
  const networks = chains.map((chain) => toCaipNetwork(chain))
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  function install(walletStorage: DevWalletStorage, autoApprove: true | 'reject' = true) {
    const wallet = createDevWallet({ chains, autoApprove, storage: walletStorage })
    cleanups.push(announceProvider({ provider: wallet.provider, target: window }))
    return wallet
  }

  function instance(storage = createMemoryStorage()) {
    const adapter = lazyAdapter({
      namespace: 'eip155',
      networks,
      load: async () => (await import('./createEvmAdapter.ts')).createEvmAdapter({ networks }),
    })
    const portico = createPortico(
      { networks, adapters: [adapter], apiUrl: 'http://127.0.0.1:9', analytics: false },
      { storage },
    )
    cleanups.push(portico.mount())
    // What the first intent does for adapters, without the instance's API calls.
    void adapter.preload?.()
    return portico
  }

  it('connects through the instance, switches network, and restores the connection after a reload', async () => {
    const walletStorage = memory()
    const appStorage = createMemoryStorage()
    const wallet = install(walletStorage)
    const first = instance(appStorage)
    await until(() => first.connectors.getConnector(DEV_WALLET_ID) !== undefined)
    await first.connect({ connectorId: DEV_WALLET_ID })
    expect(first.account.store.getState()).toMatchObject({
      status: 'connected',
      address: DEV_ACCOUNTS[0].address,
    })
    await first.switchNetwork(networks[1]!)
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    await until(
      () => first.networks.store.getState().caipNetwork?.caipNetworkId === toCaipNetworkId('eip155:31338'),
    )
    await until(() => first.account.store.getState().balanceSymbol === 'ETH')
    for (const cleanup of cleanups.splice(0)) cleanup()

    install(walletStorage)
    const second = instance(appStorage)
    await until(() => second.account.store.getState().status === 'connected')
    expect(second.account.store.getState().address).toBe(DEV_ACCOUNTS[0].address)
    expect(second.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    // The instance refreshes the balance through the adapter's RPC transport.
    await until(() => second.account.store.getState().balanceSymbol === 'ETH')
    expect(Number(second.account.store.getState().balance)).toBeGreaterThan(10_000)
  })

  it("a rejected connection is 'Connection rejected' and leaves the account disconnected", async () => {
    install(memory(), 'reject')
    const portico = instance()
    await until(() => portico.connectors.getConnector(DEV_WALLET_ID) !== undefined)
    const error = await portico.connect({ connectorId: DEV_WALLET_ID }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(portico.account.store.getState().status).toBe('disconnected')
  })
})
