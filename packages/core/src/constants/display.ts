/** Number display (docs/rules/validation.md, limits.md): balances and prices use en-US with 2 decimals. */
export const NUMBER_FORMAT = {
  locale: 'en-US',
  decimals: 2,
} as const

export type ThemeMode = 'light' | 'dark'

/** Theme defaults (docs/rules/limits.md). */
export const THEME = {
  light: { accent: 'hsla(231, 100%, 70%, 1)', background: '#ffffff' },
  dark: { accent: 'hsla(230, 100%, 67%, 1)', background: '#121313' },
  fontSize: '10px',
  borderRadius: '4px',
  zIndex: 999,
} as const

/** Modal and popup geometry (docs/rules/screens.md, limits.md). */
export const LAYOUT = {
  modalWidthPx: 360,
  socialPopup: { width: 600, height: 800 },
} as const

/** Address avatars: 5 tints of the base colour, 15 % apart (docs/rules/limits.md). */
export const AVATAR = {
  tints: 5,
  tintStepPercent: 15,
} as const
