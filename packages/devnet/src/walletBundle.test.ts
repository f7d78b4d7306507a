// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from './solana/constants.ts'
import type { DevWallet } from './wallet/provider.ts'
import { getDevWalletScript } from './walletBundle.ts'

describe('injectable dev wallet bundle (DESIGN §6: injected like an extension)', () => {
  it('builds one IIFE that announces the wallet and honours window.__PORTICO_DEV_WALLET__', async () => {
    const script = await getDevWalletScript({
      rebuild: true,
      config: { autoApprove: 'reject', injectWindowEthereum: true, rpcUrls: { 31338: 'http://127.0.0.1:9' } },
    })
    const names: string[] = []
    const listener = (event: Event) =>
      names.push((event as CustomEvent<{ info: { name: string } }>).detail.info.name)
    window.addEventListener('eip6963:announceProvider', listener)
    new Function(script)()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(names).toEqual(['Portico Dev Wallet', 'Portico Dev Wallet'])

    const scope = globalThis as typeof globalThis & { porticoDevWallet?: DevWallet; ethereum?: unknown }
    const wallet = scope.porticoDevWallet
    expect(wallet?.chainId).toBe(31338)
    expect(scope.ethereum).toBe(wallet?.provider)
    const error = await wallet?.provider.request({ method: 'eth_requestAccounts' }).catch((caught) => caught)
    expect(error).toMatchObject({ code: 4001 })
  }, 30_000)

  it('registers the Solana side as a wallet-standard wallet with the same name (SPEC §3 ANNOUNCED)', async () => {
    // happy-dom is no secure context; Chromium's 127.0.0.1 is, and Node has Ed25519 WebCrypto.
    Object.assign(globalThis, { isSecureContext: true })
    delete (globalThis as { porticoDevWallet?: unknown }).porticoDevWallet
    const registered: string[] = []
    window.addEventListener('wallet-standard:register-wallet', ((event: CustomEvent) =>
      event.detail({
        register: (wallet: { name: string }) => registered.push(wallet.name),
      })) as EventListener)
    new Function(await getDevWalletScript())()
    await vi.waitFor(() => expect(registered).toEqual(['Portico Dev Wallet']))
    const scope = globalThis as typeof globalThis & {
      porticoSolanaDevWallet?: { addresses: readonly string[] }
    }
    await vi.waitFor(() =>
      expect(scope.porticoSolanaDevWallet?.addresses[0]).toBe(SOLANA_DEV_ACCOUNTS[0].address),
    )
  }, 30_000)
})
