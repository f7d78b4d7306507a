/**
 * Copies text to the clipboard and says whether it worked. The Clipboard API refuses when the
 * document is not focused or the permission is denied (an embedding iframe, a second window), so the
 * copy command is tried next, with the text put on the clipboard by its `copy` event: nothing is
 * selected and the focus never leaves `origin`, which keeps a modal's focus trap and shows no focus ring
 * on a button the visitor clicked with the mouse.
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
  const document = origin?.ownerDocument ?? globalThis.document
  if (!document) return false
  let copied = false
  const onCopy = (event: ClipboardEvent) => {
    if (!event.clipboardData) return
    event.clipboardData.setData('text/plain', text)
    event.preventDefault()
    copied = true
  }
  document.addEventListener('copy', onCopy, true)
  try {
    document.execCommand?.('copy')
  } catch {
    copied = false
  } finally {
    document.removeEventListener('copy', onCopy, true)
  }
  return copied
}
