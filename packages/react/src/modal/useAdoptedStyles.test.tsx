import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles } from './adoptStyles.ts'
import { ShadowRootContext, useAdoptedStyles } from './useAdoptedStyles.ts'

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div')
  document.body.appendChild(host)
  return host.attachShadow({ mode: 'open' })
}

function cssOf(root: ShadowRoot): string[] {
  const adopted = root.adoptedStyleSheets.map((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText).join(''),
  )
  const elements = Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '')
  return [...adopted, ...elements]
}

function View({ css }: { css: string }) {
  useAdoptedStyles(css)
  return <p>view</p>
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useAdoptedStyles', () => {
  it("adds a view's CSS after the base sheet once, however often the view mounts", () => {
    const root = shadowRoot()
    adoptStyles(root, '.base { color: red; }')
    const first = render(
      <ShadowRootContext value={root}>
        <View css=".lazy-a { color: blue; }" />
      </ShadowRootContext>,
    )
    first.unmount()
    render(
      <ShadowRootContext value={root}>
        <View css=".lazy-a { color: blue; }" />
        <View css=".lazy-a { color: blue; }" />
      </ShadowRootContext>,
    )
    expect(root.adoptedStyleSheets).toHaveLength(2)
    expect(cssOf(root)[0]).toContain('.base')
    expect(cssOf(root)[1]).toContain('.lazy-a')
  })

  it('shares one sheet between two modals and styles each of them', () => {
    const one = shadowRoot()
    const two = shadowRoot()
    const css = '.lazy-b { color: green; }'
    render(
      <>
        <ShadowRootContext value={one}>
          <View css={css} />
        </ShadowRootContext>
        <ShadowRootContext value={two}>
          <View css={css} />
        </ShadowRootContext>
      </>,
    )
    expect(one.adoptedStyleSheets).toHaveLength(1)
    expect(two.adoptedStyleSheets).toHaveLength(1)
    expect(one.adoptedStyleSheets[0]).toBe(two.adoptedStyleSheets[0])
  })

  it('does nothing outside a modal', () => {
    const view = render(<View css=".lazy-c { color: green; }" />)
    expect(view.container.textContent).toBe('view')
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent)
    expect(styles.filter((text) => text?.includes('.lazy-c'))).toEqual([])
  })

  it('falls back to one <style> element per CSS text without constructable stylesheets', () => {
    vi.stubGlobal('CSSStyleSheet', undefined)
    try {
      const root = shadowRoot()
      adoptStyles(root, '.base { color: red; }')
      render(
        <ShadowRootContext value={root}>
          <View css=".lazy-d { color: blue; }" />
          <View css=".lazy-d { color: blue; }" />
        </ShadowRootContext>,
      )
      expect(root.adoptedStyleSheets).toHaveLength(0)
      expect(cssOf(root)).toEqual(['.base { color: red; }', '.lazy-d { color: blue; }'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
