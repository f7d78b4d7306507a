import type { Portico } from '@portico/core'
import { useContext } from 'react'
import { PorticoContext } from '../context.ts'
import { PorticoProviderNotFoundError, type PorticoProviderNotFoundErrorType } from '../errors/context.ts'

export type UsePorticoErrorType = PorticoProviderNotFoundErrorType

/**
 * The Portico instance of the nearest `<PorticoProvider>`.
 *
 * @example
 * const portico = usePortico()
 * portico.modal.open()
 * @throws PorticoProviderNotFoundError outside `<PorticoProvider>`
 */
export function usePortico(): Portico {
  const portico = useContext(PorticoContext)
  if (!portico) throw new PorticoProviderNotFoundError()
  return portico
}
