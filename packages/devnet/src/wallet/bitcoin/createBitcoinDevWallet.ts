import { hex } from '@scure/base'
import { Address, OutScript, selectUTXO, Transaction } from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_DEFAULT_PORT,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST,
  type BitcoinDevAccount,
} from '../../bitcoin/constants.ts'
import { DevnetError } from '../../devnetError.ts'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import { DEV_WALLET_INFO } from '../info.ts'
import type { ApproveFn, AutoApprove, DevWalletStorage } from '../provider.ts'
import { createBitcoinStandardWallet } from './createBitcoinStandardWallet.ts'
import { createEsploraClient } from './createEsploraClient.ts'
import {
  BITCOIN_DEV_PROVIDER_INFO,
  type BitcoinDevProviderInfo,
  type BitcoinDevWalletProvider,
  createSatsConnectProvider,
} from './createSatsConnectProvider.ts'
import { describePsbt } from './describePsbt.ts'
import { formatBtc } from './formatBtc.ts'
import { signBip322Message } from './signBip322Message.ts'
import { signEcdsaMessage } from './signEcdsaMessage.ts'
import type { BitcoinDevAddress, BitcoinDevWalletCore } from './types.ts'

/** The wallet-standard chain the dev wallet signs for: the local chain is regtest. */
export const BITCOIN_DEV_WALLET_CHAIN = 'bitcoin:regtest'

export type CreateBitcoinDevWalletParameters = {
  /** The local ledger's Esplora API, for `sendTransfer`, broadcasts and balances. Default http://127.0.0.1:3002. */
  esploraUrl?: string | undefined
  /** The accounts (payment and ordinals keys); default the three Bitcoin dev accounts, the first in use. */
  accounts?: readonly BitcoinDevAccount[] | undefined
  approve?: ApproveFn | undefined
  autoApprove?: AutoApprove | undefined
  storage?: DevWalletStorage | undefined
  storageKey?: string | undefined
  /** The name on both faces; default 'Portico Dev Wallet' (tests install differently named copies). */
  name?: string | undefined
  /** The sats-connect provider's window path; default `PorticoDevWalletProviders.BitcoinProvider`. */
  providerId?: string | undefined
}

export type BitcoinDevWallet = {
  /** The wallet-standard wallet to register (`registerWallet`) or to hand to an adapter in tests. */
  wallet: Wallet
  /** The sats-connect provider, reachable at `window[providerInfo.id]` once installed. */
  provider: BitcoinDevWalletProvider
  /** The `window.btc_providers` entry of the provider. */
  providerInfo: BitcoinDevProviderInfo
  /** The account in use: its payment (P2WPKH) and ordinals (P2TR) addresses. */
  readonly account: BitcoinDevAccount
  setAutoApprove(mode: AutoApprove): void
  /** Uses another of the accounts, as a wallet whose user picks another account (both faces report it). */
  setAccount(index: number): void
  /** Revokes the page's access, as a locked wallet: both faces report no accounts. */
  disconnect(): void
}

function memoryStorage(): DevWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const invalid = (message: string) => new ProviderRpcError(WALLET_ERROR_CODES.InvalidParams, message)

/**
 * The Portico Dev Wallet's Bitcoin side on the local regtest chain, with the Bitcoin dev accounts
 * (BIP-84 payment, BIP-86 ordinals): a wallet-standard wallet (`bitcoin:connect`, `bitcoin:signMessage`,
 * `bitcoin:signTransaction`, `standard:events`, `standard:disconnect`) and a sats-connect provider
 * (`wallet_connect`, `getAccounts`, `signMessage` with BIP-322 or ECDSA, `signPsbt`, `sendTransfer`…).
 * Each connect and signature waits for approval (docs/rules/permissions.md); a rejection is a 4001 error on
 * wallet-standard and -32000 on sats-connect.
 *
 * @example
 * const bitcoin = createBitcoinDevWallet({ esploraUrl: ledger.url, autoApprove: true })
 * registerWallet(bitcoin.wallet)
 */
export function createBitcoinDevWallet(parameters: CreateBitcoinDevWalletParameters = {}): BitcoinDevWallet {
  const {
    esploraUrl = `http://127.0.0.1:${BITCOIN_DEVNET_DEFAULT_PORT}`,
    accounts = BITCOIN_DEV_ACCOUNTS,
    storageKey = 'portico-dev-wallet:bitcoin',
    name = DEV_WALLET_INFO.name,
    providerId = BITCOIN_DEV_PROVIDER_INFO.id,
  } = parameters
  if (accounts.length === 0) throw new DevnetError('The dev wallet needs at least one Bitcoin account')
  const storage = parameters.storage ?? globalThis.localStorage ?? memoryStorage()
  const esplora = createEsploraClient(esploraUrl)
  let autoApprove: AutoApprove = parameters.autoApprove ?? false
  let account: BitcoinDevAccount = accounts[0]!
  let authorized = storage.getItem(storageKey) === 'authorized'
  const listeners = new Set<() => void>()

  const emitChange = () => {
    for (const listener of [...listeners]) listener()
  }
  const setAuthorized = (value: boolean) => {
    if (authorized === value) return
    authorized = value
    if (value) storage.setItem(storageKey, 'authorized')
    else storage.removeItem(storageKey)
    emitChange()
  }

  async function requestApproval(
    method: string,
    params: unknown,
    address: string,
    title: string,
    details: string,
  ) {
    const approved =
      autoApprove === true
        ? true
        : autoApprove === 'reject'
          ? false
          : await (parameters.approve?.({
              method,
              params,
              account: address,
              chainId: BITCOIN_DEV_WALLET_CHAIN,
              chainName: BITCOIN_DEVNET_NAME,
              title,
              details,
            }) ?? false)
    if (!approved) throw new ProviderRpcError(WALLET_ERROR_CODES.UserRejected, 'User rejected the request.')
  }

  function requireAuthorized() {
    if (!authorized) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, 'Unauthorized')
  }

  function addresses(): BitcoinDevAddress[] {
    const { payment, ordinals } = account
    const pick = ({ address, publicKey, path }: { address: string; publicKey: string; path: string }) => ({
      address,
      publicKey,
      path,
      walletType: 'software' as const,
    })
    return [
      { ...pick(payment), purpose: 'payment', addressType: 'p2wpkh' },
      { ...pick(ordinals), purpose: 'ordinals', addressType: 'p2tr' },
    ]
  }

  function keyOf(address: string) {
    if (address === account.payment.address) return { ...account.payment, tapInternalKey: undefined }
    if (address === account.ordinals.address)
      return { ...account.ordinals, tapInternalKey: account.ordinals.publicKey }
    throw invalid(`${address} is not an address of this wallet`)
  }

  /** Which inputs each of the account's addresses signs: as asked, or every input it can spend. */
  function signingPlan(
    transaction: Transaction,
    signInputs: Readonly<Record<string, readonly number[]>> | undefined,
  ) {
    if (signInputs) {
      return Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, key: keyOf(address) })),
      )
    }
    const scripts = [account.payment, account.ordinals].map((entry) => ({
      script: hex.encode(OutScript.encode(Address(BITCOIN_REGTEST).decode(entry.address))),
      key: keyOf(entry.address),
    }))
    return Array.from({ length: transaction.inputsLength }, (_, index) => index).flatMap((index) => {
      const script = transaction.getInput(index).witnessUtxo?.script
      const match = script && scripts.find((entry) => entry.script === hex.encode(script))
      return match ? [{ index, key: match.key }] : []
    })
  }

  function finalize(transaction: Transaction): string {
    try {
      transaction.finalize()
    } catch (error) {
      throw invalid(`The transaction is not fully signed: ${error instanceof Error ? error.message : error}`)
    }
    return transaction.hex
  }

  const core: BitcoinDevWalletCore = {
    name,
    icon: DEV_WALLET_INFO.icon,
    authorized: () => authorized,
    async connect(method) {
      if (authorized) return
      const origin = typeof location === 'undefined' ? 'This app' : location.origin
      await requestApproval(
        method,
        undefined,
        account.payment.address,
        'Connect',
        `${origin} wants to see your Bitcoin payment and ordinals addresses and request signatures.`,
      )
      setAuthorized(true)
    },
    revoke: () => setAuthorized(false),
    addresses,
    async signMessage({ method, address, message, protocol }) {
      requireAuthorized()
      const key = keyOf(address)
      if (protocol === 'ECDSA' && key.tapInternalKey)
        throw invalid('ECDSA message signatures need a P2WPKH address; sign with BIP322 for taproot')
      await requestApproval(
        method,
        { address, message, protocol },
        address,
        `Sign message (${protocol})`,
        message,
      )
      const signed =
        protocol === 'ECDSA'
          ? await signEcdsaMessage({ privateKey: key.privateKey, message })
          : signBip322Message({
              address,
              privateKey: key.privateKey,
              message,
              tapInternalKey: key.tapInternalKey,
            })
      return { ...signed, address, protocol }
    },
    async signPsbt({ method, psbt, signInputs, broadcast }) {
      requireAuthorized()
      let transaction: Transaction
      try {
        transaction = Transaction.fromPSBT(psbt)
      } catch (error) {
        throw invalid(`Not a PSBT: ${error instanceof Error ? error.message : error}`)
      }
      const plan = signingPlan(transaction, signInputs)
      if (plan.length === 0) throw invalid('No input of the PSBT is one this wallet can sign')
      const indexes = plan.map(({ index }) => index)
      await requestApproval(
        method,
        { signInputs, broadcast },
        plan[0]!.key.address,
        broadcast ? 'Sign and send transaction' : 'Sign transaction',
        describePsbt(transaction, indexes),
      )
      for (const { index, key } of plan) {
        if (index < 0 || index >= transaction.inputsLength) throw invalid(`The PSBT has no input ${index}`)
        if (key.tapInternalKey && !transaction.getInput(index).tapInternalKey)
          transaction.updateInput(index, { tapInternalKey: hex.decode(key.tapInternalKey) })
        let signed: boolean
        try {
          signed = transaction.signIdx(hex.decode(key.privateKey), index)
        } catch (error) {
          throw invalid(
            `Input ${index} cannot be signed by ${key.address}: ${error instanceof Error ? error.message : error}`,
          )
        }
        if (!signed) throw invalid(`Input ${index} cannot be signed by ${key.address}`)
      }
      const signedPsbt = transaction.toPSBT()
      if (!broadcast) return { psbt: signedPsbt }
      return { psbt: signedPsbt, txid: await esplora.broadcast(finalize(transaction)) }
    },
    async sendTransfer({ method, recipients }) {
      requireAuthorized()
      if (recipients.length === 0 || recipients.some((recipient) => recipient.amount <= 0n))
        throw invalid('A transfer needs recipients with positive amounts')
      const { payment } = account
      const script = OutScript.encode(Address(BITCOIN_REGTEST).decode(payment.address))
      const [utxos, feeRate] = await Promise.all([esplora.utxos(payment.address), esplora.feeRate()])
      let selected: ReturnType<typeof selectUTXO>
      try {
        selected = selectUTXO(
          utxos.map((utxo) => ({
            txid: utxo.txid,
            index: utxo.vout,
            witnessUtxo: { script, amount: BigInt(utxo.value) },
          })),
          recipients.map((recipient) => ({ address: recipient.address, amount: recipient.amount })),
          'default',
          {
            changeAddress: payment.address,
            feePerByte: BigInt(feeRate),
            network: BITCOIN_REGTEST,
            createTx: true,
            bip69: false,
          },
        )
      } catch (error) {
        throw invalid(`Cannot pay these recipients: ${error instanceof Error ? error.message : error}`)
      }
      if (!selected?.tx) throw invalid('Insufficient funds')
      const transaction = selected.tx
      await requestApproval(
        method,
        {
          recipients: recipients.map((recipient) => ({ ...recipient, amount: recipient.amount.toString() })),
        },
        payment.address,
        'Send bitcoin',
        [
          ...recipients.map((recipient) => `→ ${recipient.address}: ${formatBtc(recipient.amount)}`),
          `Fee: ${formatBtc(selected.fee ?? 0n)}`,
        ].join('\n'),
      )
      transaction.sign(hex.decode(payment.privateKey))
      return esplora.broadcast(finalize(transaction))
    },
    async balance() {
      requireAuthorized()
      return esplora.balance(account.payment.address)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  return {
    wallet: createBitcoinStandardWallet(core),
    provider: createSatsConnectProvider(core),
    providerInfo: { ...BITCOIN_DEV_PROVIDER_INFO, id: providerId, name },
    get account() {
      return account
    },
    setAutoApprove(mode) {
      autoApprove = mode
    },
    setAccount(index) {
      const next = accounts[index]
      if (!next) throw new DevnetError(`The dev wallet has no Bitcoin account ${index}`)
      if (next === account) return
      account = next
      if (authorized) emitChange()
    },
    disconnect() {
      setAuthorized(false)
    },
  }
}
