import {
  type AdapterAccount,
  assetsToTokenBalances,
  isValidAssetResponse,
  type TokenBalance,
} from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, numberToHex } from 'viem'
import { getProvider } from '../connectors/getProvider.ts'
import { getCapabilities } from '../wallet/getCapabilities.ts'

export type GetWalletAssetsParameters = AdapterAccount

/** `undefined` when the wallet offers no asset discovery on the network or answers invalidly. */
export type GetWalletAssetsReturnType = TokenBalance[] | undefined

/**
 * The account's tokens as the wallet lists them (docs/rules/states.md Balance, api.md): wallet_getAssets, asked only
 * when wallet_getCapabilities reports `assetDiscovery` for the network, and kept only when the answer
 * passes docs/rules/validation.md's checks (core then falls back to the blockchain API).
 */
export async function getWalletAssets(
  config: Config,
  parameters: GetWalletAssetsParameters,
): Promise<GetWalletAssetsReturnType> {
  const { connectorId, address, caipNetwork } = parameters
  const chainId = numberToHex(Number(caipNetwork.id))
  const capabilities = await getCapabilities(config, { connectorId, address })
  const discovery = (capabilities[chainId] as { assetDiscovery?: { supported?: unknown } } | undefined)
    ?.assetDiscovery
  if (discovery?.supported !== true) return undefined
  const provider = await getProvider(config, connectorId)
  const response = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address as Address, chainFilter: [chainId] }],
  })
  return isValidAssetResponse(response) ? assetsToTokenBalances(response, caipNetwork) : undefined
}
