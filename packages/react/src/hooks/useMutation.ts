import { useCallback, useRef, useState } from 'react'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** The state of an action started from a hook, like TanStack Query's mutations. */
export type UseMutationReturnType<parameters, data, error = Error> = {
  /** Starts the action; the result lands in `data` or `error`, nothing is thrown. */
  mutate: (parameters: parameters) => void
  /** Starts the action and returns its promise, which rejects on failure. */
  mutateAsync: (parameters: parameters) => Promise<data>
  data: data | undefined
  error: error | null
  status: MutationStatus
  /** The parameters of the latest call. */
  variables: parameters | undefined
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  reset: () => void
}

type State<parameters, data, error> = {
  data: data | undefined
  error: error | null
  status: MutationStatus
  variables: parameters | undefined
}

const IDLE = { data: undefined, error: null, status: 'idle', variables: undefined } as const

/**
 * Runs an async action and tracks its status; only the latest call updates the state.
 *
 * @example
 * const { mutate, isPending } = useMutation((message: string) => signMessage(portico, { message }))
 */
export function useMutation<parameters, data, error = Error>(
  action: (parameters: parameters) => Promise<data>,
): UseMutationReturnType<parameters, data, error> {
  const [state, setState] = useState<State<parameters, data, error>>(IDLE)
  const latest = useRef(0)
  const actionRef = useRef(action)
  actionRef.current = action
  const mutateAsync = useCallback(async (parameters: parameters) => {
    const call = ++latest.current
    setState({ data: undefined, error: null, status: 'pending', variables: parameters })
    try {
      const data = await actionRef.current(parameters)
      if (call === latest.current) setState({ data, error: null, status: 'success', variables: parameters })
      return data
    } catch (error) {
      if (call === latest.current)
        setState({ data: undefined, error: error as error, status: 'error', variables: parameters })
      throw error
    }
  }, [])
  const mutate = useCallback(
    (parameters: parameters) => void mutateAsync(parameters).catch(() => undefined),
    [mutateAsync],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(IDLE)
  }, [])
  return {
    ...state,
    mutate,
    mutateAsync,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  }
}
