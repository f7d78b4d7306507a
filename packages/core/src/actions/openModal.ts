import type { Portico } from '../instance/createPortico.ts'
import type { OpenParameters } from '../stores/modal.ts'

export type OpenModalParameters = OpenParameters

export type OpenModalReturnType = undefined

/**
 * Opens the modal (docs/rules/screens.md Opening rules: Account when connected, Connect otherwise, unless a view
 * is named). Counts as the visitor's first intent: the wallet lists start loading.
 *
 * @example
 * import { openModal } from '@portico/core'
 * openModal(portico, { view: 'Networks' })
 */
export function openModal(portico: Portico, parameters: OpenModalParameters = {}): OpenModalReturnType {
  portico.mount()
  void portico.intent()
  portico.modal.open(parameters)
}
