import { type GetNameZonesReturnType, getNameZones } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from './usePortico.ts'

export type UseNameZonesReturnType = {
  /** The registry's zones, its preferred one first; `undefined` until answered. */
  zones: GetNameZonesReturnType | undefined
  error: Error | null
}

/**
 * The zones the registry registers names in, asked once per Portico instance: the first is where the
 * modal registers names.
 *
 * @example
 * const { zones } = useNameZones()
 * const suffix = zones ? `.${zones[0]}` : ''
 */
export function useNameZones(): UseNameZonesReturnType {
  const portico = usePortico()
  const [state, setState] = useState<UseNameZonesReturnType>({ zones: undefined, error: null })
  useEffect(() => {
    let live = true
    getNameZones(portico).then(
      (zones) => live && setState({ zones, error: null }),
      (error: Error) => live && setState({ zones: undefined, error }),
    )
    return () => {
      live = false
    }
  }, [portico])
  return state
}
