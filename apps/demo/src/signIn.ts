import type { SiwxOption } from '@portico/core'

// The demo's sign-in setting survives reloads, so a signed-in visitor who reloads stays signed in.
const STORAGE_KEY = 'portico-demo:sign-in'

export type SignInMode = 'off' | 'optional' | 'required'

export function readSignInMode(): SignInMode {
  const value = globalThis.localStorage?.getItem(STORAGE_KEY)
  return value === 'optional' || value === 'required' ? value : 'off'
}

export function saveSignInMode(mode: SignInMode): void {
  if (mode === 'off') localStorage.removeItem(STORAGE_KEY)
  else localStorage.setItem(STORAGE_KEY, mode)
}

/** The `siwx` option of a mode: sessions on the Portico server, revoked when the wallet disconnects. */
export function siwxOption(mode: SignInMode): SiwxOption | undefined {
  if (mode === 'off') return undefined
  return { required: mode === 'required', statement: 'Sign in to the Portico demo' }
}
