import type { TokenBalance } from '@portico/core'
import { useFormatBalance, useFormatUsd } from './format.ts'
import { TokenIcon } from './tokenIcon.tsx'

/** A token's icon, name, network, USD value and amount floored to 3 decimals (docs/rules/product.md, validation.md). */
export function TokenRowContent({
  token,
  networkName,
}: {
  token: TokenBalance
  networkName: string | undefined
}) {
  const formatUsd = useFormatUsd()
  const formatBalance = useFormatBalance()
  return (
    <>
      <TokenIcon src={token.iconUrl} symbol={token.symbol} />
      <span className="token-main">
        <strong dir="auto">{token.name}</strong>
        <span className="muted" dir="auto">
          {networkName}
        </span>
      </span>
      <span className="token-amounts">
        <strong className="token-value">
          <bdi>{formatUsd(token.value)}</bdi>
        </strong>
        <span className="muted token-quantity">
          <bdi>
            {formatBalance(token.quantity.numeric)} {token.symbol}
          </bdi>
        </span>
      </span>
    </>
  )
}
