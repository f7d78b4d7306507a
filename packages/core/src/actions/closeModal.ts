import type { Portico } from '../instance/createPortico.ts'

export type CloseModalReturnType = undefined

/**
 * Closes the modal (docs/rules/states.md Modal: the view resets, loading clears). Refused with a shake while a
 * required sign-in is pending.
 *
 * @example
 * import { closeModal } from '@portico/core'
 * closeModal(portico)
 */
export function closeModal(portico: Portico): CloseModalReturnType {
  portico.modal.close()
}
