import { base64 } from '@scure/base'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import { DEV_WALLET_INFO } from '../info.ts'
import type { BitcoinDevAddress, BitcoinDevWalletCore, BitcoinMessageProtocol } from './types.ts'

/** The `window.btc_providers` entry of the dev wallet; `id` is the window path of its provider. */
export type BitcoinDevProviderInfo = {
  id: string
  name: string
  icon: string
  methods: readonly string[]
}

export type SatsConnectResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } }

type Listener = (event: { type: string; addresses?: readonly BitcoinDevAddress[] }) => void

/** A sats-connect provider: `request(method, params)` answers JSON-RPC 2.0, events through `addListener`. */
export type BitcoinDevWalletProvider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  /** `addListener({ eventName, cb })` as Xverse, or `addListener(eventName, cb)`; returns the function that removes it. */
  addListener(eventOrInfo: string | { eventName: string; cb: Listener }, cb?: Listener): () => void
}

/** sats-connect's error codes (`RpcErrorCode`). */
const RPC_ERROR_CODES = {
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  UserRejection: -32000,
  AccessDenied: -32002,
} as const

const METHODS = [
  'getInfo',
  'wallet_connect',
  'getAccounts',
  'getAddresses',
  'wallet_getAccount',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getBalance',
] as const

export const BITCOIN_DEV_PROVIDER_INFO: BitcoinDevProviderInfo = {
  id: 'PorticoDevWalletProviders.BitcoinProvider',
  name: DEV_WALLET_INFO.name,
  icon: DEV_WALLET_INFO.icon,
  methods: METHODS,
}

/** The network the wallet is on, as `wallet_getNetwork` answers it. */
const NETWORK = {
  bitcoin: { name: 'Regtest' },
  stacks: { name: 'testnet' },
  spark: { name: 'regtest' },
} as const

const ACCOUNT_ID = 'portico-dev-wallet-bitcoin'

function toRpcCode(error: unknown): number {
  const code = (error as { code?: unknown }).code
  if (code === WALLET_ERROR_CODES.UserRejected) return RPC_ERROR_CODES.UserRejection
  if (code === WALLET_ERROR_CODES.Unauthorized) return RPC_ERROR_CODES.AccessDenied
  if (code === WALLET_ERROR_CODES.UnsupportedMethod) return RPC_ERROR_CODES.MethodNotFound
  if (code === WALLET_ERROR_CODES.InvalidParams) return RPC_ERROR_CODES.InvalidParams
  return RPC_ERROR_CODES.Internal
}

const invalid = (message: string) => new ProviderRpcError(WALLET_ERROR_CODES.InvalidParams, message)

function record(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

function purposesOf(value: unknown): BitcoinDevAddress['purpose'][] {
  const purposes = Array.isArray(value) ? value : ['payment', 'ordinals']
  return purposes.filter(
    (purpose): purpose is BitcoinDevAddress['purpose'] => purpose === 'payment' || purpose === 'ordinals',
  )
}

/**
 * The dev wallet's Bitcoin side as a sats-connect provider, answering the wire protocol of
 * @sats-connect/core: every `request` resolves to `{ jsonrpc: '2.0', id, result }` or
 * `{ jsonrpc: '2.0', id, error: { code, message } }` with sats-connect's codes (-32000 user rejection,
 * -32002 access denied, -32601 unknown method, -32602 invalid params).
 */
export function createSatsConnectProvider(core: BitcoinDevWalletCore): BitcoinDevWalletProvider {
  let nextId = 0
  const listeners = new Map<string, Set<Listener>>()

  core.onChange(() => {
    const event = core.authorized()
      ? { type: 'accountChange', addresses: core.addresses() }
      : { type: 'disconnect' }
    for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event)
  })

  const byPurpose = (purposes: BitcoinDevAddress['purpose'][]) => {
    const addresses = core.addresses()
    return purposes.flatMap((purpose) => addresses.filter((entry) => entry.purpose === purpose))
  }
  const requireAuthorized = () => {
    if (!core.authorized()) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, 'Access denied')
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    const input = record(params)
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', platform: 'web', methods: METHODS, supports: [] }
      case 'wallet_connect': {
        if (input.network !== undefined && input.network !== NETWORK.bitcoin.name)
          throw invalid(`The wallet is on Regtest, not ${String(input.network)}`)
        await core.connect(method)
        return {
          id: ACCOUNT_ID,
          addresses: byPurpose(purposesOf(input.addresses)),
          walletType: 'software',
          network: NETWORK,
        }
      }
      case 'getAccounts':
        await core.connect(method)
        return byPurpose(purposesOf(input.purposes))
      case 'getAddresses':
        await core.connect(method)
        return { addresses: byPurpose(purposesOf(input.purposes)), network: NETWORK }
      case 'wallet_getAccount':
        requireAuthorized()
        return { id: ACCOUNT_ID, addresses: core.addresses(), walletType: 'software', network: NETWORK }
      case 'wallet_getNetwork':
        return NETWORK
      case 'wallet_changeNetwork':
        if (input.name !== NETWORK.bitcoin.name)
          throw invalid(`The wallet only has Regtest, not ${String(input.name)}`)
        return null
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        core.revoke()
        return null
      case 'signMessage': {
        if (typeof input.address !== 'string' || typeof input.message !== 'string')
          throw invalid('signMessage needs an address and a message')
        const taproot = core
          .addresses()
          .some((entry) => entry.address === input.address && entry.addressType === 'p2tr')
        // sats-connect's default: ECDSA for P2WPKH and P2SH addresses, BIP-322 for taproot.
        const protocol = (input.protocol ?? (taproot ? 'BIP322' : 'ECDSA')) as BitcoinMessageProtocol
        if (protocol !== 'BIP322' && protocol !== 'ECDSA')
          throw invalid(`Unknown protocol ${String(protocol)}`)
        return core.signMessage({ method, address: input.address, message: input.message, protocol })
      }
      case 'signPsbt': {
        if (typeof input.psbt !== 'string') throw invalid('signPsbt needs a base64 psbt')
        const signed = await core.signPsbt({
          method,
          psbt: base64.decode(input.psbt),
          signInputs: input.signInputs as Record<string, number[]> | undefined,
          broadcast: input.broadcast === true,
        })
        return { psbt: base64.encode(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
      }
      case 'sendTransfer': {
        const recipients = Array.isArray(input.recipients) ? input.recipients.map(record) : []
        if (
          recipients.some(
            (recipient) => typeof recipient.address !== 'string' || !Number.isSafeInteger(recipient.amount),
          )
        )
          throw invalid('sendTransfer needs recipients with an address and an amount in sats')
        const txid = await core.sendTransfer({
          method,
          recipients: recipients.map((recipient) => ({
            address: recipient.address as string,
            amount: BigInt(recipient.amount as number),
          })),
        })
        return { txid }
      }
      case 'getBalance': {
        const { confirmed, unconfirmed } = await core.balance()
        return {
          confirmed: confirmed.toString(),
          unconfirmed: unconfirmed.toString(),
          total: (confirmed + unconfirmed).toString(),
        }
      }
      default:
        throw new ProviderRpcError(WALLET_ERROR_CODES.UnsupportedMethod, `Method not found: ${method}`)
    }
  }

  return {
    async request(method, params) {
      const id = String(++nextId)
      try {
        return { jsonrpc: '2.0', id, result: await answer(method, params) }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return { jsonrpc: '2.0', id, error: { code: toRpcCode(error), message } }
      }
    },
    addListener(eventOrInfo, cb) {
      const { eventName, cb: listener } =
        typeof eventOrInfo === 'string' ? { eventName: eventOrInfo, cb: cb! } : eventOrInfo
      const set = listeners.get(eventName) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(eventName, set)
      return () => set.delete(listener)
    },
  }
}
