import { useState } from 'react'

/** A token's icon, or its symbol's first letter when there is no image or it fails to load. */
export function TokenIcon({
  src,
  symbol,
  size = 36,
}: {
  src?: string | undefined
  symbol: string
  size?: number
}) {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size }
  if (!src || failed) {
    return (
      <span className="token-icon placeholder" style={style} aria-hidden="true">
        {symbol.charAt(0) || '?'}
      </span>
    )
  }
  return <img className="token-icon" style={style} src={src} alt="" onError={() => setFailed(true)} />
}
