import { describe, expect, it } from 'vitest'
import { createThemeController, resolveThemeVariables } from './theme.ts'

describe('theme (docs/rules/limits.md Theme and display)', () => {
  it('defaults to the docs/rules/limits.md accents, 10px font size, 4px radius and z-index 999', () => {
    const theme = createThemeController({})
    expect(resolveThemeVariables(theme.store.getState())).toMatchObject({
      '--portico-accent': 'hsla(231, 100%, 70%, 1)',
      '--portico-font-size-master': '10px',
      '--portico-border-radius-master': '4px',
      '--portico-z-index': 999,
    })
    theme.setThemeMode('dark')
    expect(resolveThemeVariables(theme.store.getState())['--portico-accent']).toBe('hsla(230, 100%, 67%, 1)')
  })

  it('merges themeVariables over the defaults', () => {
    const theme = createThemeController({
      themeMode: 'dark',
      themeVariables: { '--portico-accent': '#10b981' },
    })
    theme.setThemeVariables({ '--portico-z-index': 50 })
    expect(resolveThemeVariables(theme.store.getState())).toMatchObject({
      '--portico-accent': '#10b981',
      '--portico-z-index': 50,
    })
  })
})
