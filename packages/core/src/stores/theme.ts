import { THEME, type ThemeMode } from '../constants/display.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** Theme overrides (docs/architecture.md); each becomes a `--portico-*` CSS variable. */
export type ThemeVariables = {
  '--portico-accent'?: string | undefined
  '--portico-font-family'?: string | undefined
  '--portico-font-size-master'?: string | undefined
  '--portico-border-radius-master'?: string | undefined
  '--portico-z-index'?: number | undefined
}

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

export type ThemeController = {
  store: StoreApi<ThemeState>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

export function createThemeController(initial: {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}): ThemeController {
  const store = createVanillaStore<ThemeState>({
    themeMode: initial.themeMode ?? 'light',
    themeVariables: { ...initial.themeVariables },
  })
  return {
    store,
    setThemeMode(themeMode) {
      store.setState({ themeMode })
    },
    setThemeVariables(variables) {
      store.setState({ themeVariables: { ...store.getState().themeVariables, ...variables } })
    },
  }
}

/** The resolved CSS variables for a mode, with docs/rules/limits.md defaults. */
export function resolveThemeVariables(state: ThemeState): Required<ThemeVariables> {
  const palette = THEME[state.themeMode]
  const variables = state.themeVariables
  return {
    '--portico-accent': variables['--portico-accent'] ?? palette.accent,
    '--portico-font-family':
      variables['--portico-font-family'] ??
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    '--portico-font-size-master': variables['--portico-font-size-master'] ?? THEME.fontSize,
    '--portico-border-radius-master': variables['--portico-border-radius-master'] ?? THEME.borderRadius,
    '--portico-z-index': variables['--portico-z-index'] ?? THEME.zIndex,
  }
}
