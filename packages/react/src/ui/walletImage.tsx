import { useContext, useState } from 'react'
import { WarmUpContext } from '../modal/warmUp.ts'

export type WalletImageProps = { src: string | undefined; name: string; className?: string | undefined }

/** A wallet logo that falls back to the wallet's initial when it has no image or fails to load. */
export function WalletImage({ src, name, className = 'wallet-image' }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  // The warm-up render comes before the visitor's intent: a logo from the API would be a request.
  const warmingUp = useContext(WarmUpContext)
  if (!src || failed || warmingUp) {
    return (
      <span className={`${className} placeholder`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
