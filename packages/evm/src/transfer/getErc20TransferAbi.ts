import { ERC20_TRANSFER_ABI, KNOWN_USDT_CONTRACTS, USDT_TRANSFER_ABI } from './erc20.ts'

export type GetErc20TransferAbiParameters = {
  caipNetworkId: string
  tokenAddress: string
  /** More contracts whose `transfer` returns nothing (e.g. a devnet's USDT-style token), on any network. */
  usdtContracts?: readonly string[] | undefined
}

export type GetErc20TransferAbiReturnType = typeof ERC20_TRANSFER_ABI | typeof USDT_TRANSFER_ABI

/**
 * Picks the transfer ABI for a token (docs/rules/api.md): the USDT variant for known USDT contracts and for
 * `usdtContracts`, the standard one otherwise.
 *
 * @example
 * const abi = getErc20TransferAbi({ caipNetworkId: 'eip155:1', tokenAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })
 * // abi === USDT_TRANSFER_ABI
 */
export function getErc20TransferAbi(
  parameters: GetErc20TransferAbiParameters,
): GetErc20TransferAbiReturnType {
  const address = parameters.tokenAddress.toLowerCase()
  const known = [
    ...(KNOWN_USDT_CONTRACTS[parameters.caipNetworkId] ?? []),
    ...(parameters.usdtContracts ?? []),
  ]
  return known.some((contract) => contract.toLowerCase() === address) ? USDT_TRANSFER_ABI : ERC20_TRANSFER_ABI
}
