import type { AuthSessionAnswer, AuthUserAnswer } from '@portico/core'
import { VaultWalletError } from '../errors.ts'
import {
  type AuthConnected,
  parseSolanaContext,
  parseVaultRequest,
  requireString,
  VAULT_CHANNEL,
  type VaultEvent,
  type VaultMethods,
  type VaultRequest,
  type VaultResponse,
} from '../protocol.ts'
import { ApiError, api, tokenStore } from './api.ts'
import { evmRequest } from './evm.ts'
import { setVaultLocale, t, vaultLocaleReady } from './messages/index.ts'
import { askPasscode, setScreenHost } from './screens.ts'
import { changePasscode, exportKey } from './settings.ts'
import { solanaSignMessage, solanaSignTransaction } from './solana/sign.ts'
import { ensureWallet } from './wallet.ts'

const POLL_MS = 1_000
/** How long a social or Farcaster login may stay pending before the vault stops asking. */
const POLL_LIMIT_MS = 10 * 60_000

/**
 * The parent the vault serves: the `parent` query parameter, confirmed by the browser's own record of
 * the embedding origin where it keeps one. The server's frame-ancestors policy limits who may embed.
 */
function parentOrigin(): string | undefined {
  const claimed = new URLSearchParams(location.search).get('parent')
  if (!claimed || window.parent === window) return undefined
  const origin = new URL(claimed).origin
  const actual = location.ancestorOrigins?.[0]
  if (actual !== undefined && actual !== origin) return undefined
  return origin
}

const parent = parentOrigin()
let session: AuthConnected | undefined

function post(message: VaultResponse | VaultEvent) {
  if (parent) window.parent.postMessage(message, parent)
}

setScreenHost({
  show: () => post({ channel: VAULT_CHANNEL, event: 'show' }),
  hide: () => post({ channel: VAULT_CHANNEL, event: 'hide' }),
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function signedIn(answer: AuthSessionAnswer): Promise<AuthConnected> {
  tokenStore.set(answer.token)
  session = await ensureWallet(async (attempt) => {
    const passcode = await askPasscode(attempt)
    if (passcode === undefined) throw new VaultWalletError(t('recoveryCancelled'))
    return passcode
  })
  return session
}

function requireSession(): AuthConnected {
  if (!session) throw new VaultWalletError(t('notConnected'))
  return session
}

/** Polls a route that answers 202 while the user is still busy elsewhere (popup, Farcaster app). */
async function pollAnswer(path: string, body: Record<string, unknown>): Promise<AuthSessionAnswer> {
  for (const until = Date.now() + POLL_LIMIT_MS; Date.now() < until; ) {
    const answer = await api<AuthSessionAnswer>('POST', path, body)
    if (!answer.pending) return answer
    await sleep(POLL_MS)
  }
  throw new VaultWalletError(t('loginNotFinished'))
}

/** A social login's poll: its answer, and a poll made now whose answer says whether it has finished. */
type SocialPoll = { answer: Promise<AuthSessionAnswer>; check(): Promise<boolean> }

// A social login's answer, polled once per state: the modal first waits for it alone (while it watches
// the popup), then connects with it, which may take long (a new wallet, a recovery passcode). A check
// cuts the wait between polls short and is answered by the next poll that starts after it: one in
// flight may have left before the provider's answer reached the server.
const socialPolls = new Map<string, SocialPoll>()
function socialPoll(state: string): SocialPoll {
  const known = socialPolls.get(state)
  if (known) return known
  let wake: () => void = () => undefined
  let next: ((finished: boolean) => void)[] = []
  const answer = (async () => {
    for (const until = Date.now() + POLL_LIMIT_MS; Date.now() < until; ) {
      const asking = next
      next = []
      const result = await api<AuthSessionAnswer>('POST', '/v1/auth/social/finish', { state }).catch(
        (error) => {
          for (const resolve of asking) resolve(true)
          throw error
        },
      )
      for (const resolve of asking) resolve(!result.pending)
      if (!result.pending) return result
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS)
        wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
    throw new VaultWalletError(t('loginNotFinished'))
  })()
  const settled = answer.then(
    () => true,
    () => true,
  )
  const poll: SocialPoll = {
    answer,
    check: () =>
      Promise.race([
        settled,
        new Promise<boolean>((resolve) => {
          next.push(resolve)
          wake()
        }),
      ]),
  }
  answer.catch(() => socialPolls.delete(state))
  socialPolls.set(state, poll)
  return poll
}

type Handlers = {
  [method in keyof VaultMethods]: (params: Record<string, unknown>) => Promise<VaultMethods[method]['result']>
}

const handlers: Handlers = {
  getProviders: () => api('GET', '/v1/auth/providers'),
  async getSession() {
    if (session) return session
    if (!tokenStore.get()) return null
    try {
      session = await ensureWallet(async () => {
        throw new VaultWalletError('Recovery needs the user')
      })
      return session
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) tokenStore.clear()
      return null
    }
  },
  connectEmail: (params) =>
    api('POST', '/v1/auth/email/start', { email: requireString(params, 'email', 320) }),
  async verifyCode(params) {
    const answer = await api<AuthSessionAnswer>('POST', '/v1/auth/email/verify', {
      flowId: requireString(params, 'flowId', 200),
      code: requireString(params, 'code', 6),
    })
    return signedIn(answer)
  },
  getSocialRedirectUri: (params) =>
    api('POST', '/v1/auth/social/start', { provider: requireString(params, 'provider', 32) }),
  async awaitSocialResult(params) {
    await socialPoll(requireString(params, 'state', 200)).answer
    return { finished: true }
  },
  async checkSocialResult(params) {
    return { finished: await socialPoll(requireString(params, 'state', 200)).check() }
  },
  async connectSocial(params) {
    const state = requireString(params, 'state', 200)
    const answer = await socialPoll(state).answer
    socialPolls.delete(state)
    return signedIn(answer)
  },
  getFarcasterUri: () => api('POST', '/v1/auth/farcaster/start', {}),
  connectFarcaster: (params) =>
    pollAnswer('/v1/auth/farcaster/status', {
      channelToken: requireString(params, 'channelToken', 200),
    }).then(signedIn),
  updateEmail: (params) =>
    api('POST', '/v1/auth/email/change/start', { newEmail: requireString(params, 'newEmail', 320) }),
  async updateEmailVerify(params) {
    const answer = await api<AuthUserAnswer>('POST', '/v1/auth/email/change/verify', {
      changeId: requireString(params, 'changeId', 200),
      currentCode: requireString(params, 'currentCode', 6),
      newCode: requireString(params, 'newCode', 6),
    })
    if (session) session = { ...session, user: answer.user }
    return answer
  },
  updateEmailStatus: (params) =>
    api('GET', `/v1/auth/email/change/${encodeURIComponent(requireString(params, 'changeId', 200))}`),
  evmRequest: (params) =>
    evmRequest(requireSession(), {
      method: requireString(params, 'method', 64),
      params: params.params,
      chain: params.chain as VaultMethods['evmRequest']['params']['chain'],
    }),
  solanaSignMessage: (params) =>
    solanaSignMessage(requireSession(), requireString(params, 'message', 65_536)),
  solanaSignTransaction: (params) =>
    solanaSignTransaction(
      requireSession(),
      requireString(params, 'transaction', 65_536),
      parseSolanaContext(params.context),
    ),
  openSettings: (params) => {
    const current = requireSession()
    return params.screen === 'exportKey' ? exportKey(current) : changePasscode()
  },
  async setTheme(params) {
    document.documentElement.dataset.theme = params.mode === 'dark' ? 'dark' : 'light'
    return null
  },
  async setLocale(params) {
    await setVaultLocale(params.locale)
    return null
  },
  async logout() {
    if (tokenStore.get()) await api('POST', '/v1/auth/logout', {}).catch(() => undefined)
    tokenStore.clear()
    session = undefined
    return null
  },
}

async function handle(request: VaultRequest) {
  try {
    // A screen drawn while the page's locale is still loading would show the previous language.
    if (request.method !== 'setLocale') await vaultLocaleReady()
    const result = await handlers[request.method](request.params)
    post({ channel: VAULT_CHANNEL, id: request.id, result: result ?? null })
  } catch (error) {
    const details = error instanceof ApiError ? { status: error.status, ...error.details } : undefined
    const code = (error as { code?: unknown }).code
    post({
      channel: VAULT_CHANNEL,
      id: request.id,
      error: {
        message: error instanceof Error ? error.message : 'Request failed',
        ...(typeof code === 'number' ? { code } : {}),
        ...(details ? { details } : {}),
      },
    })
  }
}

if (parent) {
  window.addEventListener('message', (event) => {
    if (event.origin !== parent || event.source !== window.parent) return
    const request = parseVaultRequest(event.data)
    if (request) void handle(request)
  })
  post({ channel: VAULT_CHANNEL, event: 'ready' })
}
