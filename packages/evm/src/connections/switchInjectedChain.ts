import { type CaipNetwork, findErrorCode, PROVIDER_ERROR_CODES } from '@portico/core'
import { type EIP1193Provider, numberToHex } from 'viem'
import { toNetworkNotAddedError } from './toNetworkNotAddedError.ts'

/**
 * Asks an injected wallet to switch to a network (wallet_switchEthereumChain). A wallet that does
 * not know the network (4902) is given it with wallet_addEthereumChain, name, currency, RPC, explorer
 * and logo included, and asked again. A wallet that will not add it for its own reason (4200, -32603)
 * is core's NetworkNotAddedError; the visitor declining stays the wallet's 4001.
 */
export async function switchInjectedChain(
  provider: EIP1193Provider,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const chainId = numberToHex(Number(caipNetwork.id))
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    await switchChain()
  } catch (error) {
    if (findErrorCode(error) !== PROVIDER_ERROR_CODES.SwitchChainError) throw error
    const explorer = caipNetwork.blockExplorers?.default.url
    const icon = caipNetwork.assets?.imageUrl
    await provider
      .request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: caipNetwork.name,
            nativeCurrency: caipNetwork.nativeCurrency,
            rpcUrls: [...caipNetwork.rpcUrls.default.http],
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
            ...(icon ? { iconUrls: [icon] } : {}),
          },
        ],
      })
      .catch((addError: unknown) => {
        throw toNetworkNotAddedError(addError, caipNetwork) ?? addError
      })
    await switchChain()
  }
}
