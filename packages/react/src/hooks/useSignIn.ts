import { type SignInErrorType, type SignInReturnType, type SiwxSession, signIn } from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseSignInReturnType = UseMutationReturnType<void, SignInReturnType, SignInErrorType> & {
  /** The active account's sign-in session on its network, when it has one. */
  session: SiwxSession | undefined
  signIn: () => void
  signInAsync: () => Promise<SignInReturnType>
}

/**
 * Signs the active account in with its wallet (the `siwx` option must be set) and reads its session.
 *
 * @example
 * const { session, signIn, isPending } = useSignIn()
 * if (!session) signIn()
 */
export function useSignIn(): UseSignInReturnType {
  const portico = usePortico()
  const { caipAddress } = useStoreState(portico.account.store)
  const { sessions } = useStoreState(portico.siwx.store)
  const mutation = useMutation<void, SignInReturnType, SignInErrorType>(() => signIn(portico))
  const session = caipAddress ? sessions[caipAddress] : undefined
  return { ...mutation, session, signIn: () => mutation.mutate(), signInAsync: () => mutation.mutateAsync() }
}
