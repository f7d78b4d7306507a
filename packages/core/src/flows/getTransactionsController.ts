import { isCaipAddress, parseCaipAddress } from '../caip/caipAddress.ts'
import type { Portico } from '../instance/createPortico.ts'
import { getBalancesController } from './getBalancesController.ts'
import { createTransactionsController, type TransactionsController } from './transactions.ts'

const controllers = new WeakMap<Portico, TransactionsController>()

/**
 * The instance's activity controller, created on first use (the Activity tab's chunk, or a flow that
 * adds a pending transaction to it).
 *
 * @example
 * import { getTransactionsController } from '@portico/core'
 * const stop = getTransactionsController(portico).watch()
 */
export function getTransactionsController(portico: Portico): TransactionsController {
  let transactions = controllers.get(portico)
  if (!transactions) {
    const balances = getBalancesController(portico)
    transactions = createTransactionsController({
      api: portico.api,
      account: portico.account,
      networks: portico.networks,
      toast: portico.toast,
      adapterFor: (namespace) => portico.connections.adapterFor(namespace),
      tokens: () =>
        balances.store.getState().tokenBalances.flatMap(({ address, name, symbol, iconUrl }) =>
          // The balance API names a token by its CAIP-10 address; the chain by its own.
          address
            ? [
                {
                  address: isCaipAddress(address) ? parseCaipAddress(address).address : address,
                  name,
                  symbol,
                  iconUrl,
                },
              ]
            : [],
        ),
    })
    controllers.set(portico, transactions)
  }
  return transactions
}
