import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { createPortico } from '@portico/core'
import { DEVNET_ACCOUNT_ABSTRACTION, DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet/contracts'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { BITCOIN_NETWORKS, NETWORKS, SOLANA_NETWORKS } from './networks.ts'
import { readSignInMode, siwxOption } from './signIn.ts'

export const API_URL = import.meta.env.VITE_PORTICO_API_URL ?? 'http://127.0.0.1:8787'
/** The embedded wallet's secure origin: the server's vault listener, another origin than the demo's. */
export const VAULT_URL = import.meta.env.VITE_PORTICO_VAULT_URL ?? 'http://127.0.0.1:8788'
const search = new URLSearchParams(globalThis.location?.search)

/**
 * The server project: `portico-local` (email, social and Farcaster login on), or a deep link to another one
 * `npm start` creates: `?projectId=portico-demo-capture` (email capture on too), `?projectId=portico-demo-auth`.
 */
export const PROJECT_ID =
  search.get('projectId') ?? import.meta.env.VITE_PORTICO_PROJECT_ID ?? 'portico-local'

/** The chain families the demo can run; the panel's chain switches keep them in `?chains=`. */
export const CHAIN_FAMILIES = ['evm', 'solana', 'bitcoin'] as const
export type ChainFamily = (typeof CHAIN_FAMILIES)[number]

/**
 * `?chains=evm` leaves Solana and Bitcoin out, so a WalletConnect session asks for eip155 chains only and sign-in
 * rides on the connection (one-click auth, wc_sessionAuthenticate). Any comma-separated subset works
 * (`?chains=evm,bitcoin`); without the parameter, or with nothing known in it, every chain runs.
 */
export const CHAINS: readonly ChainFamily[] = (() => {
  const asked = (search.get('chains') ?? '').split(',')
  const known = CHAIN_FAMILIES.filter((family) => asked.includes(family))
  return known.length > 0 ? known : CHAIN_FAMILIES
})()

/** The social logins the demo offers, each turned off and on again by the panel. */
export const DEMO_SOCIALS = ['google', 'github', 'discord', 'farcaster'] as const

/** `?locale=ar` opens the demo in another language (the settings panel switches it at runtime too). */
const LOCALE = search.get('locale') ?? undefined

/**
 * The demo's Portico instance on the local EVM chains, the local Solana chain and the local Bitcoin
 * regtest chain. Creating it makes no request; the EVM adapter (viem + wagmi), the Solana adapter
 * (@solana/kit) and the Bitcoin adapter load on the first intent, or at once when a connection is to
 * be restored.
 */
export const portico = createPortico({
  apiUrl: API_URL,
  projectId: PROJECT_ID,
  locale: LOCALE,
  metadata: {
    name: 'Portico Demo',
    description: 'The Portico showcase dapp',
    url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
    icons: [`${globalThis.location?.origin ?? 'http://127.0.0.1:5173'}/logo.svg`],
  },
  networks: [
    ...(CHAINS.includes('evm') ? NETWORKS : []),
    ...(CHAINS.includes('solana') ? SOLANA_NETWORKS : []),
    ...(CHAINS.includes('bitcoin') ? BITCOIN_NETWORKS : []),
  ],
  adapters: [
    ...(CHAINS.includes('evm')
      ? [
          lazyEvmAdapter({
            networks: NETWORKS,
            // The devnet's Portico Tether, like mainnet USDT, returns nothing from transfer (docs/rules/api.md).
            usdtContracts: [DEVNET_CONTRACT_ADDRESSES.usdt],
            // Mobile wallets and the Portico Dev Wallet web app connect over WalletConnect (the server's relay).
            walletConnect: true,
            // Email, social and Farcaster login: the embedded wallet whose keys stay in the vault iframe.
            // Smart accounts (ERC-4337) on the networks the server has a bundler for, owned by the vault's key.
            auth: { vaultUrl: VAULT_URL, smartAccountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory },
          }),
        ]
      : []),
    ...(CHAINS.includes('solana')
      ? [
          lazySolanaAdapter({
            networks: SOLANA_NETWORKS,
            walletConnect: true,
            // The same login's Solana account (one vault, one iframe, shared with the EVM adapter).
            auth: { vaultUrl: VAULT_URL },
          }),
        ]
      : []),
    ...(CHAINS.includes('bitcoin')
      ? [lazyBitcoinAdapter({ networks: BITCOIN_NETWORKS, walletConnect: true })]
      : []),
  ],
  featuredWalletIds: ['io.metamask', 'me.rainbow'],
  features: {
    allWallets: true,
    legalCheckbox: false,
    // The project (the server's config) opens these doors; the panel shuts and reopens each one.
    email: true,
    socials: [...DEMO_SOCIALS],
    // The embedded wallet's smart sessions, listed and revoked from Account.
    smartSessions: true,
  },
  // The server `npm start` runs swaps on both devnet chains through their AMM.
  swapNetworks: ['eip155:31337', 'eip155:31338'],
  siwx: siwxOption(readSignInMode()),
})
