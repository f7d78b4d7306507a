import { openModal, type Portico } from '@portico/core'
import type { AppKitOpenParameters } from './createAppKit.ts'
import { toView } from './views.ts'
import { warnUnsupported } from './warnUnsupported.ts'

/** AppKit's `open({ view, namespace })` as Portico's `openModal`. */
export function openAppKit(portico: Portico, parameters: AppKitOpenParameters = {}): void {
  if (parameters.namespace !== undefined) warnUnsupported('open({ namespace })')
  openModal(portico, { view: toView(parameters.view) })
}
