import type { Address } from 'viem'
import { api } from './api.ts'
import type { ReadVaultTokens, VaultTokens } from './userOperation.ts'

type TokensAnswer = { tokens: { address: string; symbol: string; decimals: number }[] }

/**
 * The token symbols and decimals the vault's server lists on an EVM chain (the operator's token list,
 * never a contract's own claim), for the approval screen's amounts.
 *
 * @example
 * const tokens = await readVaultTokens(31337)([pusd]) // Map { '0xa15b…' => { symbol: 'PUSD', decimals: 6 } }
 */
export function readVaultTokens(chainId: number): ReadVaultTokens {
  return async (addresses: readonly Address[]): Promise<VaultTokens> => {
    const query = new URLSearchParams({ chainId: `eip155:${chainId}`, addresses: addresses.join(',') })
    const { tokens } = await api<TokensAnswer>('GET', `/v1/auth/tokens?${query}`)
    return new Map(
      tokens.map((token) => [
        token.address.toLowerCase(),
        { symbol: token.symbol, decimals: token.decimals },
      ]),
    )
  }
}
