import type { TokenBalance } from '../contract/blockchain.ts'
import type { AssetResponse, AssetResponseItem } from './types.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isValidAsset(value: unknown): value is AssetResponseItem {
  if (!isRecord(value)) return false
  const { address, balance, type, metadata } = value
  if (typeof address !== 'string' || typeof balance !== 'string') return false
  if (type !== 'ERC20' && type !== 'NATIVE') return false
  if (!isRecord(metadata)) return false
  return (
    typeof metadata.name === 'string' &&
    typeof metadata.symbol === 'string' &&
    typeof metadata.iconUrl === 'string' &&
    typeof metadata.decimals === 'number' &&
    Number.isFinite(metadata.decimals) &&
    typeof metadata.price === 'number' &&
    Number.isFinite(metadata.price)
  )
}

/**
 * A wallet_getAssets answer is valid only if every asset, on every chain, has string address and
 * balance, type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and numeric
 * decimals and price (docs/rules/validation.md). Invalid answers fall back to the blockchain API.
 */
export function isValidAssetResponse(value: unknown): value is AssetResponse {
  if (!isRecord(value)) return false
  return Object.values(value).every((assets) => Array.isArray(assets) && assets.every(isValidAsset))
}

/** Tokens with decimals '0' are filtered out (docs/rules/validation.md). */
export function filterZeroDecimalTokens<token extends Pick<TokenBalance, 'quantity'>>(
  tokens: readonly token[],
): token[] {
  return tokens.filter((token) => String(token.quantity.decimals).trim() !== '0')
}
