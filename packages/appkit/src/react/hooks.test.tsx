import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../adapters/wagmi.ts'
import { type AppKit, createAppKit } from '../createAppKit.ts'
import { defineChain } from '../networks/defineChain.ts'
import { startLocalApi } from '../test/localApi.ts'
import { waitForDialog } from '../test/modal.ts'
import { useAppKit } from './hooks/useAppKit.ts'
import { useAppKitAccount } from './hooks/useAppKitAccount.ts'
import { useAppKitEvents } from './hooks/useAppKitEvents.ts'
import { useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
import { useAppKitState } from './hooks/useAppKitState.ts'
import { useAppKitTheme } from './hooks/useAppKitTheme.ts'
import { useWalletInfo } from './hooks/useWalletInfo.ts'

const devnet = (id: number) =>
  defineChain({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  })
const networks = [devnet(31337), devnet(31338)]

const apiUrl = startLocalApi()
let appKit: AppKit | undefined
afterEach(async () => {
  await appKit?.close()
  // The modal leaves after its closing animation: React's last render of it must run while the page
  // (happy-dom's window) still exists.
  await waitFor(() => expect(document.querySelector('portico-modal')).toBeNull())
})

describe('@portico/appkit/react hooks read the page AppKit without a provider', () => {
  it('useAppKit opens views, useAppKitState follows the modal', async () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks, adapters: [new WagmiAdapter({ networks })] })
    const { result } = renderHook(() => ({ modal: useAppKit(), state: useAppKitState() }))
    expect(result.current.state.open).toBe(false)
    await act(() => result.current.modal.open({ view: 'Account' }))
    expect(result.current.state).toMatchObject({ open: true, view: 'Account', activeChain: 'eip155' })
    await waitForDialog('Devnet 31337')
    await act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
  })

  it('useAppKitNetwork switches, useAppKitEvents sees SWITCH_NETWORK, useAppKitAccount is disconnected', async () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks })
    const { result } = renderHook(() => ({
      network: useAppKitNetwork(),
      events: useAppKitEvents(),
      account: useAppKitAccount(),
      wallet: useWalletInfo(),
    }))
    expect(result.current.network.chainId).toBe(31337)
    await act(() => result.current.network.switchNetwork(networks[1]!))
    await waitFor(() => expect(result.current.network.caipNetworkId).toBe('eip155:31338'))
    expect(result.current.events.data.event).toBe('SWITCH_NETWORK')
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.wallet.walletInfo).toBeUndefined()
  })

  it('useAppKitTheme sets the theme with AppKit variable names', () => {
    appKit = createAppKit({ apiUrl: apiUrl(), networks })
    const { result } = renderHook(() => useAppKitTheme())
    act(() => {
      result.current.setThemeMode('dark')
      result.current.setThemeVariables({ '--w3m-font-family': 'Georgia' })
    })
    expect(result.current.themeMode).toBe('dark')
    expect(result.current.themeVariables['--w3m-font-family']).toBe('Georgia')
  })
})
