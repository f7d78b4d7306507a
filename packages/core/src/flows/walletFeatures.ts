import type { Portico } from '../instance/createPortico.ts'
import { toPendingTransaction } from '../transactions/pendingTransaction.ts'
import type { BalancesController } from './balances.ts'
import { getBalancesController } from './getBalancesController.ts'
import { getTransactionsController } from './getTransactionsController.ts'
import { createOnrampController, type OnrampController } from './onramp.ts'
import { createSendController, type SendController } from './send.ts'
import { createSwapController, type SwapController } from './swap.ts'
import type { TransactionsController } from './transactions.ts'

/** The Account view's balances and activity, and the send, swap and buy flows of one Portico instance. */
export type WalletFeatures = {
  balances: BalancesController
  onramp: OnrampController
  send: SendController
  swap: SwapController
  transactions: TransactionsController
}

const features = new WeakMap<Portico, WalletFeatures>()

/**
 * The instance's balance, activity, send, swap and buy controllers, created on first use so that a page
 * which never shows them does not load them (docs/architecture.md initial bundle). The balances and
 * activity controllers are those of `getBalancesController` and `getTransactionsController`.
 *
 * @example
 * import { getWalletFeatures } from '@portico/core'
 * const { send } = getWalletFeatures(portico)
 */
export function getWalletFeatures(portico: Portico): WalletFeatures {
  let existing = features.get(portico)
  if (!existing) {
    const balances = getBalancesController(portico)
    const transactions = getTransactionsController(portico)
    const send = createSendController({
      portico,
      balances,
      // After a token send, the send flow is replaced by Account (docs/rules/screens.md), whose Activity reads anew.
      // The send shows in Activity at once, replaced by the indexed entry when the history API has it.
      onSuccess: ({ hash, token, to, amount }) => {
        const from = portico.account.store.getState().address
        if (from)
          transactions.addPending(
            toPendingTransaction({ hash, chain: token.chainId, from, to, token, amount }),
          )
        else transactions.reset()
        portico.router.reset('Account', { sent: { hash } })
      },
    })
    const swap = createSwapController({
      portico,
      balances,
      onSuccess: () => {
        transactions.reset()
        portico.router.reset('Account')
      },
    })
    const onramp = createOnrampController({
      portico,
      balances,
      onSuccess: () => {
        transactions.reset()
        portico.router.reset('Account')
      },
    })
    existing = { balances, onramp, send, swap, transactions }
    features.set(portico, existing)
  }
  return existing
}
