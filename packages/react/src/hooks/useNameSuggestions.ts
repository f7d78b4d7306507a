import { type GetNameSuggestionsReturnType, getNameSuggestions, WALLET_LIST } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from './usePortico.ts'

export type UseNameSuggestionsReturnType = {
  /** The wanted name first (`registered` tells whether it is taken), then free alternatives. */
  suggestions: GetNameSuggestionsReturnType | undefined
  isLoading: boolean
  error: Error | null
}

/**
 * Whether a name is free, and free alternatives, asked once the typing pauses (300 ms); `undefined`
 * asks nothing. Without a zone, the names are in the server's preferred zone.
 *
 * @example
 * const { zones } = useNameZones()
 * const { suggestions } = useNameSuggestions(isValidAccountName(label) ? label : undefined, zones?.[0])
 */
export function useNameSuggestions(name: string | undefined, zone?: string): UseNameSuggestionsReturnType {
  const portico = usePortico()
  const [state, setState] = useState<UseNameSuggestionsReturnType>({
    suggestions: undefined,
    isLoading: false,
    error: null,
  })
  useEffect(() => {
    if (!name) return setState({ suggestions: undefined, isLoading: false, error: null })
    let live = true
    setState((previous) => ({ ...previous, isLoading: true, error: null }))
    const timer = setTimeout(() => {
      getNameSuggestions(portico, { name, zone }).then(
        (suggestions) => live && setState({ suggestions, isLoading: false, error: null }),
        (error: Error) => live && setState({ suggestions: undefined, isLoading: false, error }),
      )
    }, WALLET_LIST.searchDebounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [portico, name, zone])
  return state
}
