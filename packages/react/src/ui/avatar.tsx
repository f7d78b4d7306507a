import { avatarGradient } from './avatarColors.ts'

export type AvatarProps = { address: string; image?: string | undefined; size: number; className?: string }

/** An account avatar: the profile image, or a gradient from the address (docs/rules/limits.md). */
export function Avatar({ address, image, size, className }: AvatarProps) {
  const style = { width: `${size}px`, height: `${size}px`, borderRadius: '50%', flex: 'none' as const }
  if (image) return <img className={className} src={image} alt="" style={{ ...style, objectFit: 'cover' }} />
  return (
    <span
      aria-hidden="true"
      className={className}
      style={{ ...style, background: avatarGradient(address) }}
    />
  )
}
