import { WalletMethodNotSupportedError } from '@portico/core'
import { BITCOIN_CHAINS, type BitcoinChain } from '../../networks/bitcoinChains.ts'
import { toBitcoinAccounts } from '../toBitcoinAccounts.ts'
import type { BitcoinWalletClient, BitcoinWalletState, SignedMessage, SignedPsbt } from '../types.ts'
import { satsConnectRequest } from './satsConnectRequest.ts'
import type {
  SatsConnectAccount,
  SatsConnectAddress,
  SatsConnectEvent,
  SatsConnectEventName,
  SatsConnectProvider,
  SatsConnectProviderInfo,
} from './types.ts'

const PURPOSES = ['payment', 'ordinals'] as const

type Listener = (event: SatsConnectEvent) => void

/**
 * A sats-connect wallet (`window.btc_providers`) as a BitcoinWalletClient, speaking the wire protocol
 * of @sats-connect/core directly: `wallet_connect` (or the older `getAccounts`) for the payment and
 * ordinals addresses, `wallet_getAccount` to restore silently, `wallet_changeNetwork`, `signMessage`
 * with an explicit protocol, `signPsbt`, `sendTransfer`, `wallet_disconnect` (or
 * `wallet_renouncePermissions`) and the `accountChange`, `networkChange` and `disconnect` events.
 */
export function createSatsConnectClient(
  info: SatsConnectProviderInfo,
  provider: SatsConnectProvider,
): BitcoinWalletClient {
  let chain: BitcoinChain | undefined
  const request = <result>(method: string, params: unknown) =>
    satsConnectRequest<result>(provider, info.name, method, params)

  function toState(
    addresses: readonly SatsConnectAddress[],
    network: string | undefined,
    fallback: BitcoinChain,
  ): BitcoinWalletState {
    chain = BITCOIN_CHAINS.find((candidate) => candidate.satsConnect === network) ?? fallback
    const bitcoin = addresses.filter(
      (entry): entry is SatsConnectAddress & { purpose: (typeof PURPOSES)[number] } =>
        (PURPOSES as readonly string[]).includes(entry.purpose),
    )
    return {
      chain,
      accounts: toBitcoinAccounts(
        bitcoin.map((entry) => ({
          address: entry.address,
          publicKey: entry.publicKey,
          purpose: entry.purpose,
        })),
      ),
    }
  }

  async function readAccount(fallback: BitcoinChain): Promise<BitcoinWalletState | undefined> {
    try {
      const account = await request<SatsConnectAccount>('wallet_getAccount', null)
      return toState(account.addresses, account.network?.bitcoin?.name, fallback)
    } catch {
      return undefined
    }
  }

  function addListener(eventName: SatsConnectEventName, cb: Listener): () => void {
    const add = provider.addListener as ((...args: unknown[]) => unknown) | undefined
    if (!add) return () => undefined
    // Xverse-style providers take one `{ eventName, cb }` argument, Fordefi-style ones two.
    const stop = add.length >= 2 ? add.call(provider, eventName, cb) : add.call(provider, { eventName, cb })
    return typeof stop === 'function' ? (stop as () => void) : () => undefined
  }

  return {
    name: info.name,
    async connect({ chain: wanted, silent }) {
      if (silent) return readAccount(wanted)
      try {
        const account = await request<SatsConnectAccount>('wallet_connect', {
          addresses: [...PURPOSES],
          network: wanted.satsConnect,
        })
        return toState(account.addresses, account.network?.bitcoin?.name, wanted)
      } catch (error) {
        if (!(error instanceof WalletMethodNotSupportedError)) throw error
      }
      const addresses = await request<SatsConnectAddress[]>('getAccounts', { purposes: [...PURPOSES] })
      return toState(addresses, undefined, wanted)
    },
    async switchChain(target) {
      if (chain !== target) await request<null>('wallet_changeNetwork', { name: target.satsConnect })
      return readAccount(target)
    },
    async disconnect() {
      try {
        await request<null>('wallet_disconnect', null)
      } catch (error) {
        if (!(error instanceof WalletMethodNotSupportedError)) throw error
        await request<null>('wallet_renouncePermissions', null)
      }
    },
    watch(listener) {
      const follow = async (event: SatsConnectEvent) => {
        if (event.type === 'disconnect') return listener(undefined)
        const current = chain ?? BITCOIN_CHAINS[0]!
        const network = event.type === 'networkChange' ? event.bitcoin.name : current.satsConnect
        if (event.addresses && event.addresses.length > 0)
          return listener(toState(event.addresses, network, current))
        listener(await readAccount(current))
      }
      const stops = (['accountChange', 'networkChange', 'disconnect'] as const).map((name) =>
        addListener(name, (event) => void follow(event)),
      )
      return () => {
        for (const stop of stops) stop()
      }
    },
    async signMessage({ address, message, protocol }): Promise<SignedMessage> {
      const result = await request<{
        signature: string
        address?: string
        protocol?: SignedMessage['protocol']
      }>('signMessage', { address, message, protocol })
      return {
        address: result.address ?? address,
        signature: result.signature,
        protocol: result.protocol ?? protocol,
      }
    },
    async signPsbt({ psbt, signInputs, broadcast }): Promise<SignedPsbt> {
      const result = await request<SignedPsbt>('signPsbt', { psbt, signInputs, broadcast })
      return { psbt: result.psbt, ...(result.txid ? { txid: result.txid } : {}) }
    },
    async sendTransfer(recipients) {
      const result = await request<{ txid: string }>('sendTransfer', {
        recipients: recipients.map((recipient) => ({
          address: recipient.address,
          amount: Number(recipient.amount),
        })),
      })
      return result.txid
    },
  }
}
