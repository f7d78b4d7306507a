// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from './solana/constants.ts'
import type { DevWallet } from './wallet/provider.ts'
import { getDevWalletScript } from './walletBundle.ts'

describe('injectable dev wallet bundle (packages/devnet/README.md: injected like an extension)', () => {
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

  it('registers the Solana and Bitcoin sides as wallet-standard wallets with the same name and lists the sats-connect provider (docs/rules/entities.md ANNOUNCED)', async () => {
    // happy-dom is no secure context; Chromium's 127.0.0.1 is, and Node has Ed25519 WebCrypto.
    Object.assign(globalThis, { isSecureContext: true })
    delete (globalThis as { porticoDevWallet?: unknown }).porticoDevWallet
    const registered: string[][] = []
    window.addEventListener('wallet-standard:register-wallet', ((event: CustomEvent) =>
      event.detail({
        register: (wallet: { name: string; chains: readonly string[] }) =>
          registered.push([wallet.name, wallet.chains[0]!]),
      })) as EventListener)
    new Function(await getDevWalletScript())()
    await vi.waitFor(() =>
      expect(registered).toEqual([
        ['Portico Dev Wallet', 'bitcoin:regtest'],
        ['Portico Dev Wallet', 'solana:localnet'],
      ]),
    )
    const scope = globalThis as typeof globalThis & {
      porticoSolanaDevWallet?: { addresses: readonly string[] }
      btc_providers?: { id: string; name: string }[]
      PorticoDevWalletProviders?: { BitcoinProvider?: { request(method: string): Promise<unknown> } }
    }
    await vi.waitFor(() =>
      expect(scope.porticoSolanaDevWallet?.addresses[0]).toBe(SOLANA_DEV_ACCOUNTS[0].address),
    )
    // The first test's script listed one too: each injected copy adds its entry.
    expect(scope.btc_providers?.at(-1)).toMatchObject({
      id: 'PorticoDevWalletProviders.BitcoinProvider',
      name: 'Portico Dev Wallet',
    })
    expect(
      await scope.PorticoDevWalletProviders?.BitcoinProvider?.request('wallet_getNetwork'),
    ).toMatchObject({
      result: { bitcoin: { name: 'Regtest' } },
    })
  }, 30_000)
})
