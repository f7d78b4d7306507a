import type { ThemeVariables } from '@portico/core'
import { warnUnsupported } from './warnUnsupported.ts'

/** AppKit's theme variables (`--w3m-*`). */
export type AppKitThemeVariables = {
  '--w3m-font-family'?: string | undefined
  '--w3m-accent'?: string | undefined
  '--w3m-color-mix'?: string | undefined
  '--w3m-color-mix-strength'?: number | undefined
  '--w3m-font-size-master'?: string | undefined
  '--w3m-border-radius-master'?: string | undefined
  '--w3m-z-index'?: number | undefined
  '--w3m-qr-color'?: string | undefined
}

const MAPPED = {
  '--w3m-accent': '--portico-accent',
  '--w3m-font-family': '--portico-font-family',
  '--w3m-font-size-master': '--portico-font-size-master',
  '--w3m-border-radius-master': '--portico-border-radius-master',
  '--w3m-z-index': '--portico-z-index',
} as const satisfies Partial<Record<keyof AppKitThemeVariables, keyof ThemeVariables>>

/**
 * Portico's `--portico-*` variables for AppKit's `--w3m-*` ones. The colour mix and the QR colour have no
 * Portico counterpart (its palette comes from the theme mode and the accent); they are reported once.
 */
export function toThemeVariables(variables: AppKitThemeVariables | undefined): ThemeVariables {
  const mapped: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (value === undefined) continue
    const target = MAPPED[name as keyof typeof MAPPED]
    if (target) mapped[target] = value
    else warnUnsupported(`themeVariables['${name}']`)
  }
  return mapped as ThemeVariables
}

/** AppKit's names for Portico's theme variables (what `getThemeVariables` and `useAppKitTheme` return). */
export function fromThemeVariables(variables: ThemeVariables): AppKitThemeVariables {
  const result: Record<string, string | number> = {}
  for (const [appKitName, porticoName] of Object.entries(MAPPED)) {
    const value = variables[porticoName]
    if (value !== undefined) result[appKitName] = value
  }
  return result as AppKitThemeVariables
}
