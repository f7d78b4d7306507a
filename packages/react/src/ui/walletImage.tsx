import { useState } from 'react'

export type WalletImageProps = { src: string | undefined; name: string; className?: string | undefined }

/** A wallet logo that falls back to the wallet's initial when it has no image or fails to load. */
export function WalletImage({ src, name, className = 'wallet-image' }: WalletImageProps) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
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
