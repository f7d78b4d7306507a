import { shortenName } from '@portico/core'
import { useAccount, usePortico } from '@portico/react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { API_URL, PROJECT_ID } from './portico.ts'

type ServerSession = { address: string; chainId: string; expiresAt: string; createdAt: string }

/**
 * The sign-in session as the server sees it: the page asks `POST /v1/sessions/verify` with the
 * session cookie the server set (the route a dapp's backend uses), so what shows here is
 * server-verified, not the page's own belief. It asks only once a wallet has connected on this page,
 * so an untouched page still makes no API request before the visitor's first intent, and only while the
 * page holds a sign-in session (its stored token), so nobody signed in means no request.
 */
export function SessionCard() {
  const portico = usePortico()
  const { sessions } = useSyncExternalStore(
    portico.siwx.store.subscribe,
    portico.siwx.store.getState,
    portico.siwx.store.getState,
  )
  const [session, setSession] = useState<ServerSession | null>()
  const { status } = useAccount()
  const engaged = useRef(false)
  if (status !== 'disconnected') engaged.current = true

  useEffect(() => {
    if (!engaged.current || status === 'connecting') return
    // Re-read whenever the page's sessions change (sign-in, sign-out, a reload's restore). Without a
    // session token stored in the page there is nothing to verify: the server could only answer 401.
    if (Object.keys(sessions).length === 0) {
      setSession(null)
      return
    }
    let live = true
    fetch(`${API_URL}/v1/sessions/verify?projectId=${PROJECT_ID}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { session: ServerSession }).session : null,
      )
      .catch(() => null)
      .then((verified) => live && setSession(verified))
    return () => {
      live = false
    }
  }, [sessions, status])

  return (
    <section className="card state-card" aria-labelledby="session-title">
      <h2 id="session-title">Sign-in session</h2>
      <p className="card-sub">Verified by the server with its HttpOnly cookie (POST /v1/sessions/verify).</p>
      <dl>
        <div>
          <dt>Status</dt>
          <dd data-testid="session-status">
            {session
              ? 'signed in'
              : session === null
                ? 'signed out'
                : engaged.current
                  ? '…'
                  : 'not asked yet'}
          </dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd data-testid="session-address" title={session?.address}>
            {session ? shortenName(session.address) : '—'}
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{session?.chainId ?? '—'}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{session ? new Date(session.expiresAt).toLocaleString('en-US') : '—'}</dd>
        </div>
      </dl>
    </section>
  )
}
