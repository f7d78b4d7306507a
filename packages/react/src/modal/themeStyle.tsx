import { resolveThemeVariables, type ThemeState } from '@portico/core'

/** The `--portico-*` variables of the current theme, set on the modal's root element. */
export function themeStyle(theme: ThemeState): Record<string, string> {
  const variables = resolveThemeVariables(theme)
  return {
    '--portico-accent': variables['--portico-accent'],
    '--portico-font-family': variables['--portico-font-family'],
    '--portico-font-size-master': variables['--portico-font-size-master'],
    '--portico-border-radius-master': variables['--portico-border-radius-master'],
    '--portico-z-index': String(variables['--portico-z-index']),
  }
}
