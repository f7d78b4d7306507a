import type { CaipNetwork } from '@portico/core'
import type { SessionRecord, WalletConnectSession } from '@portico/walletconnect/session'
import { base58, base64 } from '@scure/base'
import { SolanaSignMessage, SolanaSignTransaction } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardEvents, type StandardEventsListeners } from '@wallet-standard/features'
import { toWalletChain } from '../networks/toWalletChain.ts'
import { decodeAddress } from '../transaction/address.ts'
import { setSignature } from '../transaction/wireTransaction.ts'

/** What the dapp asks a Solana wallet for over WalletConnect (docs/rules/permissions.md: the Solana sign methods). */
export const SOLANA_WALLET_CONNECT_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const

type SignTransactionResult = { signature: string; transaction?: string | undefined }

/**
 * The Solana accounts a WalletConnect session grants (`solana:{reference}:{address}`), as wallet-standard
 * accounts on the wallet-standard chain of their network.
 */
export function sessionAccounts(
  session: SessionRecord | undefined,
  networks: readonly CaipNetwork[],
): WalletAccount[] {
  const accounts = session?.namespaces.solana?.accounts ?? []
  const seen = new Set<string>()
  return accounts.flatMap((account) => {
    const [namespace, reference, address] = account.split(':')
    const network = networks.find((candidate) => candidate.caipNetworkId === `${namespace}:${reference}`)
    if (!address || !network || seen.has(address)) return []
    seen.add(address)
    return [
      {
        address,
        publicKey: decodeAddress(address),
        chains: [toWalletChain(network)],
        features: [SolanaSignMessage, SolanaSignTransaction],
      },
    ]
  })
}

/**
 * The shared WalletConnect session as a wallet-standard wallet, so the adapter signs through it as
 * through any installed wallet: `solana:signTransaction` is `solana_signTransaction` (base64
 * transaction; the wallet answers the fee payer's signature, and the signed transaction when it gives
 * one), `solana:signMessage` is `solana_signMessage` (base58 message and signature), routed to the
 * CAIP-2 chain of the request's wallet-standard chain.
 */
export function createSessionWallet(session: WalletConnectSession, networks: readonly CaipNetwork[]): Wallet {
  const chainOf = (walletChain: string | undefined) =>
    (networks.find((network) => toWalletChain(network) === walletChain) ?? networks[0])!.caipNetworkId
  const on = (event: string, listener: StandardEventsListeners['change']) => {
    if (event !== 'change') return () => undefined
    return session.subscribe((change) => {
      if (change.type === 'connect' || change.type === 'update')
        listener({ accounts: sessionAccounts(change.session, networks) })
      else if (change.type === 'disconnect') listener({ accounts: [] })
    })
  }
  return {
    version: '1.0.0',
    name: 'WalletConnect',
    // Never shown: the connector lists WalletConnect with its own logo.
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=',
    chains: [...new Set(networks.map(toWalletChain))],
    get accounts() {
      return sessionAccounts(session.current, networks)
    },
    features: {
      [StandardConnect]: {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) await session.load()
          else await session.connect()
          return { accounts: sessionAccounts(session.current, networks) }
        },
      },
      [StandardEvents]: { version: '1.0.0', on },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) =>
          Promise.all(
            inputs.map(async (input) => {
              const result = await session.request<SignTransactionResult>({
                chainId: chainOf(input.chain),
                method: 'solana_signTransaction',
                params: { transaction: base64.encode(input.transaction) },
              })
              if (result.transaction) return { signedTransaction: base64.decode(result.transaction) }
              const signature = base58.decode(result.signature)
              return { signedTransaction: setSignature(input.transaction, input.account.address, signature) }
            }),
          ),
      },
      [SolanaSignMessage]: {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async (input) => {
              const { signature } = await session.request<{ signature: string }>({
                chainId: chainOf(input.account.chains[0]),
                method: 'solana_signMessage',
                params: { message: base58.encode(input.message), pubkey: input.account.address },
              })
              return {
                signedMessage: input.message,
                signature: base58.decode(signature),
              }
            }),
          ),
      },
    },
  } as Wallet
}
