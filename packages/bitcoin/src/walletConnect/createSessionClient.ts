import type { CaipNetwork, ConnectedWallet, KeyValueStorage } from '@portico/core'
import { WalletMethodNotSupportedError, WalletRequestError } from '@portico/core'
import { toWalletError } from '@portico/core/walletStandard'
import type { ProposalNamespace, SessionRecord, WalletConnectSession } from '@portico/walletconnect/session'
import { type BitcoinChain, getBitcoinChain } from '../networks/bitcoinChains.ts'
import { decodeHex, encodeBase64 } from '../utils/encoding.ts'
import { toBitcoinAccounts } from '../wallets/toBitcoinAccounts.ts'
import type { BitcoinAccount, BitcoinWalletClient, BitcoinWalletState } from '../wallets/types.ts'
import { WALLET_ERROR_CODES } from '../wallets/walletErrorCodes.ts'

/** What the dapp asks a Bitcoin wallet for over WalletConnect (the bip122 RPC of the WalletConnect docs). */
export const BITCOIN_WALLET_CONNECT_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

export const BITCOIN_WALLET_CONNECT_EVENTS = ['bip122_addressesChanged'] as const

/** One address of `getAccountAddresses` and of the `bip122_addressesChanged` event. */
export type AccountAddress = {
  address: string
  /** Hex, without 0x. */
  publicKey?: string | undefined
  path?: string | undefined
  /** `payment` or `ordinal` when the wallet says. */
  intention?: string | undefined
}

export type CreateSessionClientParameters = {
  session: WalletConnectSession
  networks: readonly CaipNetwork[]
  /** Keeps the wallet's last address list, so a reload restores the ordinals account without asking the wallet. */
  storage: KeyValueStorage
}

export type SessionClient = BitcoinWalletClient & {
  /** The proposal this face adds to the shared session. */
  readonly proposal: ProposalNamespace
}

type Remembered = { topic: string; addresses: readonly AccountAddress[] }

const ADDRESSES_KEY = 'portico:walletconnect:bip122:addresses'

function isAccountAddresses(value: unknown): value is AccountAddress[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.address === 'string')
  )
}

/**
 * The bip122 face of the shared WalletConnect session as a BitcoinWalletClient, so the adapter drives it
 * as any installed wallet. The session's bip122 account (`bip122:{reference}:{address}`, the wallet's
 * first external address) is the payment account; `getAccountAddresses` after connect, and the wallet's
 * `bip122_addressesChanged` events, add its public key and the ordinals address (intention `ordinal`).
 * `signMessage` asks for the protocol in lower case and turns the hex signature into base64,
 * `signPsbt` lists the inputs per address, `sendTransfer` pays one recipient (amount in sats as a
 * string). A deleted or expired session, or one without bip122 accounts, is no accounts.
 *
 * @example
 * const client = createSessionClient({ session, networks, storage })
 * session.addNamespace('bip122', client.proposal)
 * const state = await client.connect({ chain: getBitcoinChain(networks[0]), silent: false })
 */
export function createSessionClient(parameters: CreateSessionClientParameters): SessionClient {
  const { session, networks, storage } = parameters
  let network: CaipNetwork | undefined
  let learning: { key: string; promise: Promise<BitcoinWalletState | undefined> } | undefined

  const peer = () => session.current?.peer.metadata
  const name = () => peer()?.name ?? 'WalletConnect'

  function remembered(topic: string): readonly AccountAddress[] | undefined {
    try {
      const value = JSON.parse(storage.getItem(ADDRESSES_KEY) ?? 'null') as Remembered | null
      return value?.topic === topic && isAccountAddresses(value.addresses) ? value.addresses : undefined
    } catch {
      return undefined
    }
  }

  function remember(topic: string, addresses: readonly AccountAddress[]) {
    storage.setItem(ADDRESSES_KEY, JSON.stringify({ topic, addresses } satisfies Remembered))
  }

  /** The addresses the session grants on a network, de-duplicated. */
  function granted(record: SessionRecord | undefined, target: CaipNetwork): string[] {
    const prefix = `${target.caipNetworkId}:`
    const accounts = record?.namespaces.bip122?.accounts ?? []
    return [
      ...new Set(
        accounts
          .filter((account) => account.startsWith(prefix))
          .map((account) => account.slice(prefix.length)),
      ),
    ]
  }

  /**
   * The connection's accounts: the granted addresses, payment first, with what the wallet's address
   * list says about them when that list is the session account's (a list from before an account
   * change is not).
   */
  function stateOf(
    record: SessionRecord | undefined,
    target: CaipNetwork,
    addresses: readonly AccountAddress[] | undefined,
  ): BitcoinWalletState | undefined {
    const fromSession = toBitcoinAccounts(granted(record, target).map((address) => ({ address })))
    const [payment] = fromSession
    if (!payment) return undefined
    const chain = getBitcoinChain(target)
    const own = addresses?.find((entry) => entry.address === payment.address)
    if (!addresses || !own) return { chain, accounts: fromSession }
    const ordinal =
      addresses.find((entry) => entry.intention === 'ordinal' && entry.address !== payment.address) ??
      fromSession.find((account) => account.type === 'ordinal')
    const account = (entry: AccountAddress | BitcoinAccount, type: BitcoinAccount['type']) => ({
      address: entry.address,
      type,
      ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
      ...(entry.path ? { path: entry.path } : {}),
    })
    return {
      chain,
      accounts: [account(own, 'payment'), ...(ordinal ? [account(ordinal, 'ordinal')] : [])],
    }
  }

  /** The configured network of the wanted chain the session has accounts on, else any it has accounts on. */
  function pick(record: SessionRecord | undefined, wanted: BitcoinChain, anyChain: boolean) {
    const candidates = anyChain
      ? [...networks.filter((candidate) => getBitcoinChain(candidate) === wanted), ...networks]
      : networks.filter((candidate) => getBitcoinChain(candidate) === wanted)
    return candidates.find((candidate) => granted(record, candidate).length > 0)
  }

  async function request<result>(
    method: (typeof BITCOIN_WALLET_CONNECT_METHODS)[number],
    params: unknown,
  ): Promise<result> {
    const record = session.current
    if (!network || !record?.namespaces.bip122?.methods.includes(method))
      throw new WalletMethodNotSupportedError({ wallet: name(), method })
    try {
      return await session.request<result>({ chainId: network.caipNetworkId, method, params })
    } catch (error) {
      throw toWalletError(error, { wallet: name(), method, codes: WALLET_ERROR_CODES.walletconnect })
    }
  }

  /** WalletConnect's `account` parameter: the session's first external address, the payment one. */
  const paymentAddress = () => {
    const state = network && stateOf(session.current, network, undefined)
    return state?.accounts[0]?.address ?? ''
  }

  /** Asks the wallet for its addresses once per session and account; without an answer, the session's. */
  function learn(record: SessionRecord, target: CaipNetwork): Promise<BitcoinWalletState | undefined> {
    network = target
    const payment = stateOf(record, target, undefined)?.accounts[0]?.address
    const key = `${record.topic}:${target.caipNetworkId}:${payment}`
    if (learning?.key !== key) {
      const promise = request<unknown>('getAccountAddresses', { account: payment }).then(
        (addresses) => {
          if (!isAccountAddresses(addresses)) return stateOf(record, target, undefined)
          remember(record.topic, addresses)
          return stateOf(record, target, addresses)
        },
        () => stateOf(record, target, remembered(record.topic)),
      )
      learning = { key, promise }
    }
    return learning.promise
  }

  const client: SessionClient = {
    proposal: {
      chains: networks.map((candidate) => candidate.caipNetworkId),
      methods: [...BITCOIN_WALLET_CONNECT_METHODS],
      events: [...BITCOIN_WALLET_CONNECT_EVENTS],
    },
    get name() {
      return name()
    },
    get wallet(): ConnectedWallet | undefined {
      const metadata = peer()
      return metadata ? { name: metadata.name, icon: metadata.icons[0] } : undefined
    },
    async connect({ chain, silent }) {
      if (silent) {
        await session.load()
        const target = pick(session.current, chain, true)
        if (!target || !session.current) return undefined
        network = target
        return stateOf(session.current, target, remembered(session.current.topic))
      }
      const record = session.current ?? (await session.connect())
      const target = pick(record, chain, true)
      return target ? learn(record, target) : undefined
    },
    async switchChain(chain) {
      const record = session.current
      const target = pick(record, chain, false)
      if (!target || !record) return undefined
      network = target
      return stateOf(record, target, remembered(record.topic))
    },
    async disconnect() {
      await session.disconnect()
    },
    watch(listener) {
      return session.subscribe((event) => {
        if (!network) return
        if (event.type === 'disconnect') return listener(undefined)
        const record = session.current
        if (event.type === 'update' && record) {
          listener(stateOf(record, network, remembered(record.topic)))
        } else if (
          event.type === 'event' &&
          event.name === BITCOIN_WALLET_CONNECT_EVENTS[0] &&
          event.chainId === network.caipNetworkId &&
          record &&
          isAccountAddresses(event.data)
        ) {
          remember(record.topic, event.data)
          listener(stateOf(record, network, event.data))
        }
      })
    },
    async signMessage({ address, message, protocol }) {
      const result = await request<{ address?: string; signature: string }>('signMessage', {
        account: paymentAddress(),
        address,
        message,
        protocol: protocol === 'BIP322' ? 'bip322' : 'ecdsa',
      })
      if (!/^(?:[0-9a-f]{2})+$/i.test(result.signature))
        throw new WalletRequestError({
          method: 'signMessage',
          message: '',
          details: 'The signature is not hex',
        })
      return {
        address: result.address ?? address,
        signature: encodeBase64(decodeHex(result.signature)),
        protocol,
      }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await request<{ psbt: string; txid?: string }>('signPsbt', {
        account: paymentAddress(),
        psbt,
        signInputs: Object.entries(signInputs).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ address, index })),
        ),
        broadcast,
      })
      return { psbt: result.psbt, ...(result.txid ? { txid: result.txid } : {}) }
    },
    maxTransferRecipients: 1,
    get sendTransfer() {
      if (!session.current?.namespaces.bip122?.methods.includes('sendTransfer')) return undefined
      return async (recipients: Parameters<NonNullable<BitcoinWalletClient['sendTransfer']>>[0]) => {
        const [recipient] = recipients
        const result = await request<{ txid: string }>('sendTransfer', {
          account: paymentAddress(),
          recipientAddress: recipient!.address,
          amount: recipient!.amount.toString(),
        })
        return result.txid
      }
    },
  }
  return client
}
