import { describe, expect, it } from 'vitest'
import { avatarColors } from './avatarColors.ts'

describe('address avatar colours (docs/rules/limits.md)', () => {
  it('has 5 tints of the base colour in 15 % steps', () => {
    expect(avatarColors('0xff0000aaaa')).toEqual([
      'rgb(255, 0, 0)',
      'rgb(255, 38, 38)',
      'rgb(255, 77, 77)',
      'rgb(255, 115, 115)',
      'rgb(255, 153, 153)',
    ])
  })

  it('pads short or non-hex addresses', () => {
    expect(avatarColors('0x12')[0]).toBe('rgb(18, 0, 0)')
    expect(avatarColors('So1anaXYZ')).toHaveLength(5)
  })
})
