import { type LocaleController, resolveLocale, type ThemeController } from '@portico/core'
import { AuthVaultUnavailableError, VaultOriginError } from '../errors.ts'
import {
  type AuthUser,
  parseVaultMessage,
  VAULT_CHANNEL,
  type VaultError,
  type VaultMethod,
  type VaultMethods,
  type VaultRequest,
} from '../protocol.ts'

export type CreateAuthBridgeParameters = {
  /** The vault's secure origin, e.g. `http://127.0.0.1:8788`; never the dapp's own origin. */
  vaultUrl: string
  /** How long a request waits for an answer (default 10 s); approvals and logins wait for the user. */
  timeoutMs?: number | undefined
  /**
   * The page's theme and language (the instance's `theme` and `locale`): sent to the vault as soon as
   * it is ready (before any request) and again on every change, so its screens look and speak like
   * the modal.
   */
  display?: { theme?: ThemeController | undefined; locale?: LocaleController | undefined } | undefined
}

/** An error the vault answered with (the server's message, e.g. 'Invalid code'). */
export class AuthVaultError extends Error {
  override name = 'AuthVaultError'
  readonly code: number | undefined
  readonly details: Record<string, unknown> | undefined
  constructor(error: VaultError) {
    super(error.message)
    this.code = error.code
    this.details = error.details
  }
}

export class AuthVaultTimeoutError extends Error {
  override name = 'AuthVaultTimeoutError'
  constructor(method: string) {
    super(`The wallet did not answer ${method} in time`)
  }
}

/** Requests that wait on the user (a code, a popup, an approval screen) rather than on the vault alone. */
const USER_PACED: readonly VaultMethod[] = [
  'awaitSocialResult',
  'connectSocial',
  'connectFarcaster',
  'evmRequest',
  'solanaSignMessage',
  'solanaSignTransaction',
  'openSettings',
]
const USER_PACED_TIMEOUT_MS = 10 * 60_000

export type AuthBridge = {
  readonly vaultOrigin: string
  request<method extends VaultMethod>(
    method: method,
    params: VaultMethods[method]['params'],
  ): Promise<VaultMethods[method]['result']>
  /** The signed-in user as the last login, session or email change reported it. */
  readonly user: AuthUser | undefined
  /**
   * Reloads the vault iframe: pending requests (a login still polling) fail and the vault starts
   * over; the next request waits for it to be ready again.
   */
  reload(): Promise<void>
  /** Removes the iframe and fails pending requests. */
  destroy(): void
}

/**
 * The dapp side of the vault: creates the hidden secure-origin iframe on the first request (never at
 * page load), posts to its exact origin and accepts only messages whose origin AND source are that
 * iframe. The iframe is shown over the modal while the vault renders an approval or settings screen.
 *
 * @example
 * const bridge = createAuthBridge({ vaultUrl: 'https://vault.example.com' })
 * const { flowId } = await bridge.request('connectEmail', { email: 'ada@example.com' })
 */
export function createAuthBridge(parameters: CreateAuthBridgeParameters): AuthBridge {
  const vaultOrigin = new URL(parameters.vaultUrl).origin
  if (vaultOrigin === window.location.origin) throw new VaultOriginError({ origin: vaultOrigin })
  const timeoutMs = parameters.timeoutMs ?? 10_000
  const pending = new Map<
    string,
    { resolve(value: unknown): void; reject(error: Error): void; timer: number }
  >()
  let frame: HTMLIFrameElement | undefined
  let ready: Promise<void> | undefined
  let markReady: (() => void) | undefined
  let counter = 0
  let user: AuthUser | undefined
  const remember = (method: VaultMethod, result: unknown) => {
    if (method === 'logout') user = undefined
    else if (typeof result === 'object' && result !== null && 'user' in result)
      user = (result as { user: AuthUser }).user
    else if (method === 'getSession') user = undefined
    return result
  }

  const onMessage = (event: MessageEvent) => {
    if (!frame || event.origin !== vaultOrigin || event.source !== frame.contentWindow) return
    const message = parseVaultMessage(event.data)
    if (!message) return
    if ('event' in message) {
      if (message.event === 'ready') {
        sendPreferences()
        markReady?.()
      } else setVisible(message.event === 'show')
      return
    }
    const entry = pending.get(message.id)
    if (!entry) return
    pending.delete(message.id)
    window.clearTimeout(entry.timer)
    if ('error' in message) entry.reject(new AuthVaultError(message.error))
    else entry.resolve(message.result)
  }

  /** Posts a request to the loaded vault; the answer settles the returned promise. */
  function send<method extends VaultMethod>(
    method: method,
    params: VaultMethods[method]['params'],
  ): Promise<VaultMethods[method]['result']> {
    const target = frame?.contentWindow
    if (!target)
      return Promise.reject(
        new AuthVaultUnavailableError({ reason: 'The wallet is not loaded', vaultOrigin }),
      )
    const id = `${Date.now().toString(36)}-${(counter++).toString(36)}`
    const message: VaultRequest = { channel: VAULT_CHANNEL, id, method, params }
    return new Promise((resolve, reject) => {
      const wait = USER_PACED.includes(method) ? USER_PACED_TIMEOUT_MS : timeoutMs
      const timer = window.setTimeout(() => {
        pending.delete(id)
        reject(new AuthVaultTimeoutError(method))
      }, wait)
      pending.set(id, { resolve: (value) => resolve(remember(method, value) as never), reject, timer })
      target.postMessage(message, vaultOrigin)
    })
  }

  // Sent synchronously on 'ready', so they reach the vault before the request that loaded it.
  const { theme, locale } = parameters.display ?? {}
  let sentPreferences: { themeMode: string; locale: string } | undefined
  function sendPreferences(changed = false) {
    if (!theme || !locale) return
    const preferences = {
      themeMode: theme.store.getState().themeMode,
      locale: resolveLocale(locale.store.getState().locale),
    }
    const ignore = () => undefined
    if (!changed || preferences.themeMode !== sentPreferences?.themeMode)
      send('setTheme', { mode: preferences.themeMode }).catch(ignore)
    if (!changed || preferences.locale !== sentPreferences?.locale)
      send('setLocale', { locale: preferences.locale }).catch(ignore)
    sentPreferences = preferences
  }
  const onPreferences = () => {
    if (frame && sentPreferences) sendPreferences(true)
  }
  const stopPreferences = [theme?.store.subscribe(onPreferences), locale?.store.subscribe(onPreferences)]

  function failPending(reason: 'The wallet was reloaded' | 'The wallet was closed') {
    for (const entry of pending.values()) {
      window.clearTimeout(entry.timer)
      entry.reject(new AuthVaultUnavailableError({ reason, vaultOrigin }))
    }
    pending.clear()
  }

  function setVisible(visible: boolean) {
    if (!frame) return
    frame.style.display = visible ? 'block' : 'none'
    if (visible) frame.focus()
  }

  function load(): Promise<void> {
    if (ready) return ready
    ready = new Promise<void>((resolve, reject) => {
      markReady = resolve
      window.addEventListener('message', onMessage)
      frame = document.createElement('iframe')
      const url = new URL('/', vaultOrigin)
      url.searchParams.set('parent', window.location.origin)
      frame.src = url.href
      frame.title = 'Wallet'
      frame.setAttribute('data-portico-vault', '')
      frame.setAttribute('allow', 'clipboard-write')
      Object.assign(frame.style, {
        display: 'none',
        position: 'fixed',
        inset: '0',
        width: '100%',
        height: '100%',
        border: '0',
        zIndex: '2147483647',
        colorScheme: 'normal',
        background: 'transparent',
      })
      const timer = window.setTimeout(() => reject(new AuthVaultTimeoutError('load')), timeoutMs)
      frame.addEventListener('error', () =>
        reject(new AuthVaultUnavailableError({ reason: 'The wallet could not load', vaultOrigin })),
      )
      document.body.appendChild(frame)
      void ready?.then(() => window.clearTimeout(timer))
    })
    ready.catch(() => {
      ready = undefined
      frame?.remove()
      frame = undefined
    })
    return ready
  }

  return {
    vaultOrigin,
    get user() {
      return user
    },
    async request(method, params) {
      await load()
      return send(method, params)
    },
    reload() {
      if (!frame) return Promise.resolve()
      failPending('The wallet was reloaded')
      const current = frame
      ready = new Promise<void>((resolve) => {
        markReady = resolve
      })
      current.setAttribute('src', current.src)
      return ready
    },
    destroy() {
      for (const stop of stopPreferences) stop?.()
      window.removeEventListener('message', onMessage)
      failPending('The wallet was closed')
      frame?.remove()
      frame = undefined
      ready = undefined
    },
  }
}
