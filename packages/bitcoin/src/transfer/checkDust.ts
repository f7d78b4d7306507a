import { AmountBelowDustError, type CaipNetwork } from '@portico/core'
import { dustThreshold } from '../addresses/dustThreshold.ts'
import { outputScript } from '../addresses/outputScript.ts'
import { getBitcoinChain } from '../networks/bitcoinChains.ts'
import type { TransferRecipient } from '../wallets/types.ts'

export type CheckDustParameters = {
  caipNetwork: CaipNetwork
  recipients: readonly Pick<TransferRecipient, 'address' | 'amount'>[]
}

/**
 * Refuses a recipient whose amount the network would reject as dust for its address type, so the
 * wallet is never asked to sign a transaction the chain refuses. Addresses are checked before.
 *
 * @example
 * checkDust({ caipNetwork, recipients: [{ address: 'bcrt1q…', amount: 100n }] }) // AmountBelowDustError: 294 sats
 */
export function checkDust(parameters: CheckDustParameters): void {
  const chain = getBitcoinChain(parameters.caipNetwork)
  for (const { address, amount } of parameters.recipients) {
    const script = outputScript(address, chain)
    if (!script) continue
    const minimum = dustThreshold(script)
    if (amount < minimum) throw new AmountBelowDustError({ address, amount, minimum })
  }
}
