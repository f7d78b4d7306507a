import { openModal } from '../actions/openModal.ts'
import { requestSignIn } from '../actions/requestSignIn.ts'
import { signOut } from '../actions/signOut.ts'
import type { Portico } from '../instance/createPortico.ts'
import { isEmailCaptureOn, readCapturedAddresses } from '../siwx/emailCapture.ts'

/** Every connected account as `namespace:address`. */
function connectedAccounts(portico: Portico): Set<string> {
  const accounts = new Set<string>()
  for (const [namespace, state] of Object.entries(portico.connections.store.getState().byNamespace)) {
    for (const connection of state?.connections ?? []) {
      for (const account of connection.accounts) accounts.add(`${namespace}:${account.address}`)
    }
  }
  return accounts
}

/**
 * The sign-in flow: after connecting, and on every switch to another network or account,
 * DataCapture when email capture is on and the address has not given one, else SIWXSignMessage when
 * the account has no session there. A wallet that disconnects has its sessions revoked unless
 * `signOutOnDisconnect` is false. Loaded when an account first connects; returns a cleanup.
 */
export function startSignInFlow(portico: Portico): () => void {
  const askedForEmail = new Set<string>()
  let accounts = connectedAccounts(portico)
  let current = portico.account.store.getState().caipAddress as string | undefined
  let checks = 0

  async function check() {
    const check = ++checks
    const { status, caipAddress, address } = portico.account.store.getState()
    if (status !== 'connected' || !caipAddress || !address) return
    if (caipAddress !== current) {
      portico.siwx.store.setState({ previousCaipAddress: current })
      current = caipAddress
    }
    // A connecting view closes the modal once its connection resolves; the next view opens after that.
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (check !== checks) return
    const { features } = portico.optionsStore.getState()
    if (
      isEmailCaptureOn(features) &&
      !askedForEmail.has(address) &&
      !readCapturedAddresses(portico.storage).includes(address)
    ) {
      askedForEmail.add(address)
      openModal(portico, { view: 'DataCapture' })
      return
    }
    await requestSignIn(portico)
  }

  function revokeDisconnected() {
    const now = connectedAccounts(portico)
    const option = portico.optionsStore.getState().options.siwx
    for (const gone of accounts) {
      if (now.has(gone) || !option || option.signOutOnDisconnect === false) continue
      const [namespace, address] = [gone.slice(0, gone.indexOf(':')), gone.slice(gone.indexOf(':') + 1)]
      for (const caipAddress of Object.keys(portico.siwx.store.getState().sessions)) {
        if (caipAddress.startsWith(`${namespace}:`) && caipAddress.endsWith(`:${address}`)) {
          void signOut(portico, { caipAddress }).catch(() => undefined)
        }
      }
    }
    accounts = now
  }

  const unsubscribes = [
    portico.account.store.subscribe((state, previous) => {
      if (state.caipAddress !== previous.caipAddress || state.status !== previous.status) void check()
    }),
    portico.connections.store.subscribe(revokeDisconnected),
    portico.optionsStore.subscribe((state, previous) => {
      const emailCapture = state.features.emailCapture !== previous.features.emailCapture
      if (state.options.siwx !== previous.options.siwx || emailCapture) void check()
    }),
  ]
  void check()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
