import { useCallback } from 'react'
import { useMessages } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { copyText } from './copyText.ts'

/** Copies `text` next to `origin` and toasts `copiedMessage`, or "Couldn’t copy" when nothing worked. */
export type Copy = (text: string, copiedMessage: string, origin?: HTMLElement) => Promise<void>

/**
 * The copy buttons' action: the text goes to the clipboard (`copyText`) and a toast says how it went.
 *
 * @example
 * const copy = useCopy()
 * <button onClick={(event) => copy(address, t('addressCopied'), event.currentTarget)} />
 */
export function useCopy(): Copy {
  const portico = usePortico()
  const t = useMessages()
  return useCallback<Copy>(
    async (text, copiedMessage, origin) => {
      const copied = await copyText(text, origin)
      portico.toast.show(copied ? 'success' : 'error', copied ? copiedMessage : t('copyFailed'))
    },
    [portico, t],
  )
}
