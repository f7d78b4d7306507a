import { AVATAR } from '@portico/core'

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function tint([r, g, b]: [number, number, number], amount: number): string {
  const mix = (channel: number) => Math.round(channel + (255 - channel) * amount)
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`
}

/**
 * The 5 colours of an address avatar: the address's first 6 hex digits as the base, then tints
 * towards white in 15 % steps (docs/rules/limits.md).
 */
export function avatarColors(address: string): string[] {
  const hash = address
    .toLowerCase()
    .replace(/^0x/, '')
    .replace(/[^a-f0-9]/g, '')
  const base = hexToRgb(hash.slice(0, 6).padEnd(6, '0'))
  return Array.from({ length: AVATAR.tints }, (_, index) =>
    tint(base, (AVATAR.tintStepPercent / 100) * index),
  )
}

/** The radial gradient drawn from the avatar colours. */
export function avatarGradient(address: string): string {
  const [c1, c2, c3, c4, c5] = avatarColors(address)
  return `radial-gradient(88% 88% at 65% 40%, #fff 0.52%, ${c5} 31.25%, ${c3} 51.56%, ${c2} 65.63%, ${c1} 82.29%, ${c4} 100%)`
}
