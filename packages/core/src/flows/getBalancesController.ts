import type { Portico } from '../instance/createPortico.ts'
import { type BalancesController, createBalancesController } from './balances.ts'

const controllers = new WeakMap<Portico, BalancesController>()

/**
 * The instance's balances controller, created on first use. The Account view needs only this one of
 * the wallet features: the send, swap and buy flows load with their own views (docs/architecture.md).
 *
 * @example
 * import { getBalancesController } from '@portico/core'
 * const { tokenBalances } = getBalancesController(portico).store.getState()
 */
export function getBalancesController(portico: Portico): BalancesController {
  let balances = controllers.get(portico)
  if (!balances) {
    balances = createBalancesController({
      api: portico.api,
      account: portico.account,
      networks: portico.networks,
      toast: portico.toast,
      adapterFor: (namespace) => portico.connections.adapterFor(namespace),
    })
    controllers.set(portico, balances)
  }
  return balances
}
