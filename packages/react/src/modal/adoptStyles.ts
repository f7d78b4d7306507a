// One constructable sheet per CSS text, shared by every shadow root of the document.
const sheets = new Map<string, CSSStyleSheet>()
// Shadow roots without adoptedStyleSheets get one <style> per CSS text.
const fallbacks = new WeakMap<ShadowRoot, Set<string>>()

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  const Sheet = globalThis.CSSStyleSheet
  return Boolean(Sheet) && 'adoptedStyleSheets' in root && 'replaceSync' in Sheet.prototype
}

/**
 * Adds `css` to a shadow root once (docs/architecture.md): a constructable stylesheet appended to
 * `adoptedStyleSheets`, or a `<style>` element where those are not supported. Adopting the same text
 * again into the same root does nothing, so the base sheet stays first and later sheets cascade after it.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (supportsAdoptedSheets(root)) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const adopted = fallbacks.get(root) ?? new Set<string>()
  if (adopted.has(css)) return
  adopted.add(css)
  fallbacks.set(root, adopted)
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.appendChild(style)
}
