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
