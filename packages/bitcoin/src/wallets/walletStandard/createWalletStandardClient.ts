import { WalletMethodNotSupportedError, WalletRequestError } from '@portico/core'
import { disconnectWallet, toWalletError, watchWalletAccounts } from '@portico/core/walletStandard'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  StandardEvents,
} from '@wallet-standard/features'
import { BitcoinAccountNotFoundError } from '../../errors/adapter.ts'
import { BITCOIN_CHAINS, type BitcoinChain } from '../../networks/bitcoinChains.ts'
import { decodeBase64, encodeBase64, encodeHex } from '../../utils/encoding.ts'
import { toBitcoinAccounts } from '../toBitcoinAccounts.ts'
import type { BitcoinWalletClient, BitcoinWalletState, MessageSigningProtocol } from '../types.ts'
import { WALLET_ERROR_CODES } from '../walletErrorCodes.ts'
import {
  BitcoinConnect,
  type BitcoinConnectFeature,
  BitcoinDisconnect,
  BitcoinEvents,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
} from './features.ts'

const PURPOSES = ['payment', 'ordinals'] as const

/** A 65-byte signature with a BIP-137 header byte (27–42) is the legacy ECDSA form; anything else BIP-322. */
function signatureProtocol(signature: Uint8Array): MessageSigningProtocol {
  return signature.length === 65 && signature[0]! >= 27 && signature[0]! <= 42 ? 'ECDSA' : 'BIP322'
}

/**
 * A wallet-standard Bitcoin wallet as a BitcoinWalletClient: `bitcoin:connect` with the payment and
 * ordinals purposes, `bitcoin:signMessage` (the wallet picks the protocol; the signature's form tells
 * which), `bitcoin:signTransaction`, and `standard:events` / `bitcoin:events` for account changes.
 * Wallet-standard has no chain state: accounts serve the chains they list, and the client keeps the one
 * the dapp is on.
 */
export function createWalletStandardClient(wallet: Wallet): BitcoinWalletClient {
  let chain: BitcoinChain | undefined
  let accounts: readonly WalletAccount[] = []

  const fail = (method: string) => (error: unknown) => {
    throw toWalletError(error, { wallet: wallet.name, method, codes: WALLET_ERROR_CODES['wallet-standard'] })
  }

  function feature<type>(name: string): type {
    const found = wallet.features[name as keyof typeof wallet.features]
    if (!found) throw new WalletMethodNotSupportedError({ wallet: wallet.name, method: name })
    return found as type
  }

  /**
   * The accounts on the wanted chain, else (with `anyChain`) on the first chain that has some, and
   * makes them the client's; undefined when none.
   */
  function stateOf(
    candidates: readonly WalletAccount[],
    wanted: BitcoinChain,
    options: { anyChain: boolean; purposes?: readonly (typeof PURPOSES)[number][] },
  ): BitcoinWalletState | undefined {
    const { purposes } = options
    const onChain = (target: BitcoinChain) =>
      candidates.filter((account) => account.chains.includes(target.walletChain))
    const target = (options.anyChain ? [wanted, ...BITCOIN_CHAINS] : [wanted]).find(
      (candidate) => onChain(candidate).length > 0,
    )
    if (!target) return undefined
    const selected = onChain(target)
    accounts = selected
    chain = target
    return {
      chain: target,
      accounts: toBitcoinAccounts(
        selected.map((account, index) => ({
          address: account.address,
          publicKey: account.publicKey.length > 0 ? encodeHex(Uint8Array.from(account.publicKey)) : undefined,
          purpose: purposes && selected.length === purposes.length ? purposes[index] : undefined,
        })),
      ),
    }
  }

  function accountOf(address: string): WalletAccount {
    const account = accounts.find((candidate) => candidate.address === address)
    if (!account) throw new BitcoinAccountNotFoundError({ wallet: wallet.name, address })
    return account
  }

  return {
    name: wallet.name,
    async connect({ chain: wanted, silent }) {
      if (silent) {
        if (wallet.accounts.length > 0) return stateOf(wallet.accounts, wanted, { anyChain: true })
        const standard = wallet.features[StandardConnect] as
          | StandardConnectFeature[typeof StandardConnect]
          | undefined
        if (!standard) return undefined
        const { accounts: authorized } = await standard.connect({ silent: true }).catch(fail(StandardConnect))
        return stateOf(authorized, wanted, { anyChain: true })
      }
      const { connect } = feature<BitcoinConnectFeature[typeof BitcoinConnect]>(BitcoinConnect)
      const output = await connect({ purposes: [...PURPOSES] }).catch(fail(BitcoinConnect))
      return stateOf(output.accounts, wanted, { anyChain: true, purposes: PURPOSES })
    },
    async switchChain(target) {
      return stateOf(wallet.accounts, target, { anyChain: false })
    },
    disconnect: () => disconnectWallet(wallet, { features: [StandardDisconnect, BitcoinDisconnect] }),
    watch: (listener) =>
      watchWalletAccounts<WalletAccount>(wallet, {
        features: [StandardEvents, BitcoinEvents],
        onAccounts(changed) {
          if (chain) listener(stateOf(changed, chain, { anyChain: true }))
        },
      }),
    async signMessage({ address, message }) {
      const { signMessage } =
        feature<BitcoinSignMessageFeature[typeof BitcoinSignMessage]>(BitcoinSignMessage)
      const [output] = await signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      }).catch(fail(BitcoinSignMessage))
      if (!output)
        throw new WalletRequestError({
          method: BitcoinSignMessage,
          message: '',
          details: 'No signature',
        })
      return {
        address,
        signature: encodeBase64(output.signature),
        protocol: signatureProtocol(output.signature),
      }
    },
    async signPsbt({ psbt, signInputs }) {
      const { signTransaction } =
        feature<BitcoinSignTransactionFeature[typeof BitcoinSignTransaction]>(BitcoinSignTransaction)
      const inputsToSign = Object.entries(signInputs).map(([address, indexes]) => ({
        account: accountOf(address),
        signingIndexes: [...indexes],
      }))
      const [output] = await signTransaction({
        psbt: decodeBase64(psbt),
        chain: (chain ?? BITCOIN_CHAINS[0]!).walletChain,
        inputsToSign,
      }).catch(fail(BitcoinSignTransaction))
      if (!output)
        throw new WalletRequestError({
          method: BitcoinSignTransaction,
          message: '',
          details: 'No signed PSBT',
        })
      return { psbt: encodeBase64(output.signedPsbt) }
    },
  }
}
