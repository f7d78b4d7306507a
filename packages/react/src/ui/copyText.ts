/**
 * Copies text to the clipboard and says whether it worked. The Clipboard API refuses when the
 * document is not focused or the permission is denied (an embedding iframe, a second window), so a
 * selected, invisible textarea and the copy command are tried next, inside `origin`'s tree so a
 * modal's focus trap keeps the focus; the focus goes back to `origin` afterwards.
 *
 * @example
 * const copied = await copyText(address, event.currentTarget)
 */
export async function copyText(text: string, origin?: HTMLElement): Promise<boolean> {
  try {
    await globalThis.navigator.clipboard.writeText(text)
    return true
  } catch {
    return copyWithCommand(text, origin)
  }
}

function copyWithCommand(text: string, origin?: HTMLElement): boolean {
  const parent = origin?.parentElement ?? globalThis.document?.body
  if (!parent) return false
  const field = parent.ownerDocument.createElement('textarea')
  field.value = text
  field.readOnly = true
  field.setAttribute('aria-hidden', 'true')
  field.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none'
  parent.append(field)
  try {
    field.select()
    return parent.ownerDocument.execCommand?.('copy') ?? false
  } catch {
    return false
  } finally {
    field.remove()
    origin?.focus()
  }
}
