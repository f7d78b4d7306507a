import type { Portico } from '@portico/core'
import { useMemo } from 'react'
import type { AppKit } from '../../createAppKit.ts'
import { getAppKit } from '../../instance.ts'
import { type AppKitTheme, readTheme } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseAppKitThemeReturnType = AppKitTheme & Pick<AppKit, 'setThemeMode' | 'setThemeVariables'>

const stores = (portico: Portico) => [portico.theme.store]

/**
 * The theme and its setters, as AppKit's `useAppKitTheme` (`--w3m-*` variables, mapped to Portico's).
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const { setThemeMode, setThemeVariables } = getAppKit()
  const theme = useAppKitValue(stores, readTheme)
  return useMemo(
    () => ({ ...theme, setThemeMode, setThemeVariables }),
    [theme, setThemeMode, setThemeVariables],
  )
}
