import type { SendTokenParameters } from '../actions/sendToken.ts'
import type { AdapterTransfer, ChainAdapter } from '../adapters/types.ts'
import { parseCaipAddress } from '../caip/caipAddress.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from './amount.ts'
import { assertErc20TokenAddress, assertSendRequest } from './validate.ts'

/** The account, network and adapter a send goes out from, after docs/rules/states.md–validation.md's checks. */
export function prepareTransfer(
  portico: Portico,
  parameters: SendTokenParameters,
): { transfer: AdapterTransfer; adapter: ChainAdapter } {
  const { token, to, amount } = parameters
  const active = portico.connections.getActive()
  const caipNetwork: CaipNetwork | undefined = portico.networks.store.getState().caipNetwork
  const namespace = assertSendRequest({
    token: token
      ? { address: token.address, symbol: token.symbol, decimals: token.quantity.decimals }
      : undefined,
    amount,
    receiverAddress: to,
    chainNamespace: caipNetwork?.chainNamespace ?? active?.namespace,
  })
  const adapter = portico.connections.adapterFor(namespace)
  const address = active?.accounts[0]?.address
  if (!adapter || !active || !address || !caipNetwork || active.namespace !== namespace) {
    throw new UnsupportedChainError()
  }
  const decimals = Number(token!.quantity.decimals)
  let tokenAddress: string | undefined
  if (token!.address !== undefined) {
    tokenAddress = token!.address ? parseCaipAddress(token!.address).address : undefined
    assertErc20TokenAddress(tokenAddress)
  }
  return {
    adapter,
    transfer: {
      connectorId: active.connectorId,
      address,
      caipNetwork,
      token: tokenAddress ? { address: tokenAddress, decimals, symbol: token!.symbol } : undefined,
      to: to!.trim(),
      amount: parseTokenAmount(amount!.trim(), decimals),
    },
  }
}
