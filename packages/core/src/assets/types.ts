import type { CaipAddress } from '../caip/types.ts'

/** A token balance as the blockchain API returns it (docs/rules/entities.md Token balance). */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 token address; absent for the native token. */
  address?: CaipAddress | undefined
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** One asset of a wallet_getAssets answer (docs/rules/entities.md Asset response item). */
export type AssetResponseItem = {
  address: string
  /** Hex-encoded amount in the token's smallest unit. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price: number
    iconUrl: string
    value?: number | undefined
  }
}

/** wallet_getAssets answer: assets keyed by hex chain id. */
export type AssetResponse = Record<string, AssetResponseItem[]>
