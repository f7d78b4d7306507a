import type { CaipNetwork } from '../caip/types.ts'
import { SWAP } from '../constants/swap.ts'

/** Account features whose support depends on the network (docs/rules/permissions.md). */
export type NetworkFeature = 'balance' | 'send' | 'nfts' | 'names' | 'activity' | 'onramp' | 'swap'

export type IsFeatureSupportedParameters = {
  feature: NetworkFeature
  caipNetwork: Pick<CaipNetwork, 'chainNamespace' | 'id'>
  /** CAIP-2 networks the dapp's server swaps on besides the standard swap chains (option `swapNetworks`). */
  swapNetworks?: readonly string[] | undefined
}

const NAMESPACES: Readonly<Record<Exclude<NetworkFeature, 'swap'>, readonly string[]>> = {
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana', 'bip122'],
  nfts: ['eip155'],
  names: ['eip155'],
  activity: ['eip155', 'solana', 'bip122'],
  onramp: ['eip155', 'solana'],
}

/**
 * Whether the modal offers a feature on a network (docs/rules/permissions.md): balance on EVM and Solana,
 * send and activity on EVM, Solana and Bitcoin, names and NFTs on EVM, the onramp on EVM and Solana,
 * swaps on a fixed list of EVM chains. A view
 * hides what the network does not support instead of offering a button that can only fail.
 *
 * @example
 * isFeatureSupported({ feature: 'nfts', caipNetwork: bitcoin }) // false
 * isFeatureSupported({ feature: 'swap', caipNetwork: { chainNamespace: 'eip155', id: 8453 } }) // true
 * isFeatureSupported({ feature: 'swap', caipNetwork: devnet, swapNetworks: ['eip155:31337'] }) // true
 */
export function isFeatureSupported(parameters: IsFeatureSupportedParameters): boolean {
  const { feature, caipNetwork } = parameters
  if (feature === 'swap')
    return (
      caipNetwork.chainNamespace === 'eip155' &&
      ((SWAP.supportedChainIds as readonly number[]).includes(Number(caipNetwork.id)) ||
        (parameters.swapNetworks ?? []).includes(`eip155:${caipNetwork.id}`))
    )
  return NAMESPACES[feature].includes(caipNetwork.chainNamespace)
}
