import { NotConnectedToEmailOrSocialError } from '@portico/core'
import { base58, base64 } from '@scure/base'
import type { AuthHandle } from '../../index.ts'
import type { AuthConnected } from '../../protocol.ts'

/** A wallet-standard account of the embedded wallet on Solana. */
export type AuthSolanaAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
}

type ChangeListener = (properties: { accounts?: readonly AuthSolanaAccount[] }) => void

/** The page's labels for an approval screen; the vault shows them only where the message confirms them. */
export type AuthSolanaSignHints = { receiver?: string | undefined; tokenSymbol?: string | undefined }

export type AuthSolanaSignTransactionInput = {
  account: AuthSolanaAccount
  transaction: Uint8Array
  chain?: string | undefined
  hints?: AuthSolanaSignHints | undefined
}

/** The embedded wallet as a wallet-standard wallet (`standard:*` and `solana:sign*` features). */
export type AuthSolanaWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly AuthSolanaAccount[]
  readonly features: {
    'standard:connect': {
      version: '1.0.0'
      connect(input?: { silent?: boolean }): Promise<{ accounts: readonly AuthSolanaAccount[] }>
    }
    'standard:disconnect': { version: '1.0.0'; disconnect(): Promise<void> }
    'standard:events': { version: '1.0.0'; on(event: 'change', listener: ChangeListener): () => void }
    'solana:signMessage': {
      version: '1.0.0'
      signMessage(
        ...inputs: { account: AuthSolanaAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'solana:signTransaction': {
      version: '1.0.0'
      supportedTransactionVersions: readonly ['legacy', 0]
      signTransaction(
        ...inputs: AuthSolanaSignTransactionInput[]
      ): Promise<{ signedTransaction: Uint8Array }[]>
    }
  }
}

export type CreateAuthSolanaWalletParameters = {
  auth: AuthHandle
  /** The dapp's Solana networks: their wallet-standard chain (e.g. `solana:localnet`) and name. */
  networks: readonly { chain: `${string}:${string}`; name: string }[]
}

// A plain envelope: the connector shows Portico's email icon, never this one.
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4='

/**
 * The embedded wallet's Solana side: a wallet-standard wallet whose signing goes over the vault bridge
 * (`solanaSignMessage`, `solanaSignTransaction`), where the vault asks the user on its own screen. The
 * account is the Solana address of the same login as the EVM one; nothing here holds a key.
 *
 * @example
 * const wallet = createAuthSolanaWallet({ auth, networks: [{ chain: 'solana:localnet', name: 'Local' }] })
 * const { accounts } = await wallet.features['standard:connect'].connect()
 */
export function createAuthSolanaWallet(parameters: CreateAuthSolanaWalletParameters): AuthSolanaWallet {
  const { auth, networks } = parameters
  const chains = [...new Set(networks.map((network) => network.chain))]
  const listeners = new Set<ChangeListener>()
  let accounts: readonly AuthSolanaAccount[] = []

  function setSession(session: AuthConnected | null) {
    const address = session?.addresses.solana
    const next: readonly AuthSolanaAccount[] = address
      ? [
          {
            address,
            publicKey: base58.decode(address),
            chains,
            features: ['solana:signMessage', 'solana:signTransaction'],
          },
        ]
      : []
    if (next[0]?.address === accounts[0]?.address) return accounts
    accounts = next
    for (const listener of listeners) listener({ accounts })
    return accounts
  }

  function requireOwn(account: AuthSolanaAccount) {
    if (account.address !== accounts[0]?.address) throw new NotConnectedToEmailOrSocialError()
  }

  return {
    version: '1.0.0',
    name: 'Email',
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input) {
          const session = await (await auth.load()).request('getSession', {})
          if (!session && !input?.silent) throw new NotConnectedToEmailOrSocialError()
          return { accounts: setSession(session) }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await (await auth.load()).request('logout', {})
          setSession(null)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event, listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs) {
          const bridge = await auth.load()
          const signed = []
          for (const input of inputs) {
            requireOwn(input.account)
            const { signature } = await bridge.request('solanaSignMessage', {
              message: base64.encode(input.message),
            })
            signed.push({ signedMessage: input.message, signature: base64.decode(signature) })
          }
          return signed
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs) {
          const bridge = await auth.load()
          const signed = []
          for (const input of inputs) {
            requireOwn(input.account)
            const network = networks.find((candidate) => candidate.chain === input.chain) ?? networks[0]
            const { transaction } = await bridge.request('solanaSignTransaction', {
              transaction: base64.encode(input.transaction),
              context: {
                networkName: network?.name ?? 'Solana',
                ...(input.hints?.receiver ? { receiver: input.hints.receiver } : {}),
                ...(input.hints?.tokenSymbol ? { tokenSymbol: input.hints.tokenSymbol } : {}),
              },
            })
            signed.push({ signedTransaction: base64.decode(transaction) })
          }
          return signed
        },
      },
    },
  }
}
