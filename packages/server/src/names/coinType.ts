import { HttpError } from '../http/httpError.ts'

/** ENSIP-11: EVM chains other than Ethereum use `0x80000000 | chainId`; Ethereum is SLIP-44's 60. */
const EVM_COIN_TYPE_BIT = 0x8000_0000
const ETHEREUM_COIN_TYPE = 60

/** The chain id a coin type stands for. @throws HttpError 400 for a coin type of no EVM chain. */
export function chainIdOfCoinType(coinType: number): number {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  if (coinType > EVM_COIN_TYPE_BIT && coinType < 2 * EVM_COIN_TYPE_BIT) return coinType - EVM_COIN_TYPE_BIT
  throw new HttpError(
    400,
    `Unsupported coin_type ${coinType}: names hold EVM addresses (60, or 0x80000000 | chainId per ENSIP-11)`,
  )
}
