import {
  type Base64EncodedWireTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { DevnetError } from '../../devnetError.ts'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_NAME,
} from '../../solana/constants.ts'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import { DEV_WALLET_INFO } from '../info.ts'
import type { ApproveFn, AutoApprove, DevWalletStorage } from '../provider.ts'
import { describeTransaction } from './describeTransaction.ts'

/** The wallet-standard chains the dev wallet signs for: the local Solana chain is `solana:localnet`. */
export const SOLANA_DEV_WALLET_CHAINS = ['solana:localnet'] as const

export type CreateSolanaDevWalletParameters = {
  /** The local chain's RPC, for `solana:signAndSendTransaction`. Default http://127.0.0.1:8899. */
  rpcUrl?: string | undefined
  /** 32-byte private keys (hex) of the accounts; defaults to the three Solana dev accounts. */
  privateKeys?: readonly string[] | undefined
  approve?: ApproveFn | undefined
  autoApprove?: AutoApprove | undefined
  storage?: DevWalletStorage | undefined
  storageKey?: string | undefined
}

export type SolanaDevWallet = {
  /** The wallet-standard wallet to register (`registerWallet`) or to hand to an adapter in tests. */
  wallet: Wallet
  setAutoApprove(mode: AutoApprove): void
  /** Revokes the dapp's access and emits `change` with no accounts, as a wallet that is locked. */
  disconnect(): void
  readonly addresses: readonly string[]
}

const hexBytes = (hex: string) => new Uint8Array(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))

function memoryStorage(): DevWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * The Portico Dev Wallet's Solana side: a wallet-standard wallet over the Solana dev keypairs with
 * `standard:connect` (silent reconnect), `standard:disconnect`, `standard:events`,
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`. Each connect and
 * signature waits for approval (docs/rules/permissions.md); a rejection is a 4001 error, as on its EVM side.
 *
 * @example
 * const { wallet } = await createSolanaDevWallet({ rpcUrl: solana.url, autoApprove: true })
 * registerWallet(wallet)
 */
export async function createSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters = {},
): Promise<SolanaDevWallet> {
  const {
    rpcUrl = `http://127.0.0.1:${SOLANA_DEVNET_DEFAULT_PORT}`,
    privateKeys = SOLANA_DEV_ACCOUNTS.map((account) => account.privateKey),
    storageKey = 'portico-dev-wallet:solana',
  } = parameters
  const storage = parameters.storage ?? globalThis.localStorage ?? memoryStorage()
  if (privateKeys.length === 0) throw new DevnetError('The dev wallet needs at least one account')
  let autoApprove: AutoApprove = parameters.autoApprove ?? false
  const signers: KeyPairSigner[] = await Promise.all(
    privateKeys.map((key) => createKeyPairSignerFromPrivateKeyBytes(hexBytes(key))),
  )
  const walletAccounts: WalletAccount[] = signers.map((signer, index) =>
    Object.freeze({
      address: signer.address,
      publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
      chains: SOLANA_DEV_WALLET_CHAINS,
      features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const,
      label: `Dev account ${index + 1}`,
    }),
  )
  let authorized = storage.getItem(storageKey) === 'authorized'
  const listeners = new Set<StandardEventsListeners['change']>()
  const rpc = createSolanaRpc(rpcUrl)

  const exposed = () => (authorized ? walletAccounts : [])
  const emitChange = () => {
    for (const listener of [...listeners]) listener({ accounts: exposed() })
  }
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    if (value) storage.setItem(storageKey, 'authorized')
    else storage.removeItem(storageKey)
    emitChange()
  }

  async function requestApproval(method: string, account: string, title: string, details: string) {
    const approved =
      autoApprove === true
        ? true
        : autoApprove === 'reject'
          ? false
          : await (parameters.approve?.({
              method,
              params: undefined,
              account,
              chainId: SOLANA_DEV_WALLET_CHAINS[0],
              chainName: SOLANA_DEVNET_NAME,
              title,
              details,
            }) ?? false)
    if (!approved) throw new ProviderRpcError(WALLET_ERROR_CODES.UserRejected, 'User rejected the request.')
  }

  function signerOf(account: WalletAccount): KeyPairSigner {
    if (!authorized) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, 'Unauthorized')
    const signer = signers.find((candidate) => candidate.address === account.address)
    if (!signer)
      throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, `Unknown account ${account.address}`)
    return signer
  }

  async function sign(account: WalletAccount, wire: Uint8Array, method: string): Promise<Uint8Array> {
    const signer = signerOf(account)
    await requestApproval(method, signer.address, 'Sign transaction', describeTransaction(wire))
    const signed = await partiallySignTransaction([signer.keyPair], getTransactionDecoder().decode(wire))
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  const connect: StandardConnectFeature[typeof StandardConnect]['connect'] = async (input) => {
    if (!authorized && !input?.silent) {
      const origin = typeof location === 'undefined' ? 'This app' : location.origin
      await requestApproval(
        StandardConnect,
        signers[0]!.address,
        'Connect',
        `${origin} wants to see your Solana accounts and request signatures.`,
      )
      setAuthorized(true)
    }
    return { accounts: exposed() }
  }
  const disconnect: StandardDisconnectFeature[typeof StandardDisconnect]['disconnect'] = async () => {
    setAuthorized(false)
  }
  const on: StandardEventsFeature[typeof StandardEvents]['on'] = (event, listener) => {
    if (event !== 'change') return () => undefined
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const signMessage: SolanaSignMessageFeature[typeof SolanaSignMessage]['signMessage'] = async (
    ...inputs
  ) => {
    const outputs = []
    for (const input of inputs) {
      const signer = signerOf(input.account)
      await requestApproval(
        SolanaSignMessage,
        signer.address,
        'Sign message',
        new TextDecoder().decode(input.message),
      )
      const [signatures] = await signer.signMessages([{ content: input.message, signatures: {} }])
      outputs.push({ signedMessage: input.message, signature: new Uint8Array(signatures![signer.address]!) })
    }
    return outputs
  }
  const signTransaction: SolanaSignTransactionFeature[typeof SolanaSignTransaction]['signTransaction'] =
    async (...inputs) => {
      const outputs = []
      for (const input of inputs) {
        outputs.push({
          signedTransaction: await sign(input.account, input.transaction, SolanaSignTransaction),
        })
      }
      return outputs
    }
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction]['signAndSendTransaction'] =
    async (...inputs) => {
      const outputs = []
      for (const input of inputs) {
        const signed = await sign(input.account, input.transaction, SolanaSignAndSendTransaction)
        const encoded = getBase64Decoder().decode(signed) as Base64EncodedWireTransaction
        const signature = await rpc.sendTransaction(encoded, { encoding: 'base64' }).send()
        outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
      }
      return outputs
    }

  const wallet: Wallet = {
    version: '1.0.0',
    name: DEV_WALLET_INFO.name,
    icon: DEV_WALLET_INFO.icon,
    chains: SOLANA_DEV_WALLET_CHAINS,
    get accounts() {
      return exposed()
    },
    features: {
      [StandardConnect]: { version: '1.0.0', connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect },
      [StandardEvents]: { version: '1.0.0', on },
      [SolanaSignMessage]: { version: '1.0.0', signMessage },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      [SolanaSignAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
    },
  }

  return {
    wallet,
    addresses: signers.map((signer) => signer.address),
    setAutoApprove(mode) {
      autoApprove = mode
    },
    disconnect() {
      setAuthorized(false)
    },
  }
}
