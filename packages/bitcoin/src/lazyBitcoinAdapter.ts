import { type ChainAdapter, lazyAdapter } from '@portico/core'
import { discoverBitcoinConnectors } from './connectors/discoverBitcoinConnectors.ts'
import type {
  BitcoinAdapter,
  BitcoinWalletActions,
  CreateBitcoinAdapterParameters,
} from './createBitcoinAdapter.ts'

export type LazyBitcoinAdapterParameters = CreateBitcoinAdapterParameters

export type LazyBitcoinAdapterReturnType = ChainAdapter & { readonly bitcoin: BitcoinWalletActions }

/**
 * The Bitcoin adapter as a lazy chunk: the page ships only this function and the discovery of
 * wallet-standard and sats-connect wallets; the adapter loads on the visitor's first intent, a
 * connection to restore or the first call. Import it from `@portico/bitcoin/lazy`, never from the
 * package root, or the whole adapter lands in the first bundle.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
 * import { bitcoin } from '@portico/bitcoin/networks'
 *
 * const networks = [bitcoin]
 * const portico = createPortico({ networks, adapters: [lazyBitcoinAdapter({ networks })] })
 */
export function lazyBitcoinAdapter(parameters: LazyBitcoinAdapterParameters): LazyBitcoinAdapterReturnType {
  let loading: Promise<BitcoinAdapter> | undefined
  const load = () => {
    loading ??= import('./createBitcoinAdapter.ts').then((module) => module.createBitcoinAdapter(parameters))
    return loading
  }
  const adapter = lazyAdapter({
    namespace: 'bip122',
    networks: parameters.networks,
    discover: discoverBitcoinConnectors,
    load,
  })
  // `preload` loads through the lazy adapter, which sets the loaded one up with the instance's context.
  const loaded = async () => {
    await adapter.preload?.()
    return load()
  }
  const ready = async () => (await loaded()).bitcoin
  return {
    ...adapter,
    // The optional methods the modal looks for: Bitcoin prices its own fees, checks dust and reads
    // its history from Esplora (core's lazy adapter forwards only what every namespace has).
    getFeeRates: async (feeParameters) => (await loaded()).getFeeRates!(feeParameters),
    checkTransfer: async (transfer) => (await loaded()).checkTransfer!(transfer),
    getTransactions: async (historyParameters) => (await loaded()).getTransactions!(historyParameters),
    bitcoin: {
      signMessage: async (signParameters) => (await ready()).signMessage(signParameters),
      signPsbt: async (signParameters) => (await ready()).signPsbt(signParameters),
      sendTransfer: async (sendParameters) => (await ready()).sendTransfer(sendParameters),
    },
  }
}
