/** A tiny cookie jar: enough for one browser-less trip through the provider's pages. */
class CookieJar {
  readonly #cookies = new Map<string, string>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const index = pair.indexOf('=')
      if (index > 0) this.#cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export type CompleteOidcLoginParameters = {
  /** The authorization URL the relying party built (with state, nonce and PKCE challenge). */
  authorizationUrl: string
  /** The test user to continue as; default the issuer's first. */
  sub?: string | undefined
  /** URLs starting with this are the relying party's callback: returned, not fetched. */
  redirectUri: string
}

/**
 * Drives the local OpenID provider's login like a browser (redirects and cookies, the "Continue as …"
 * button) and returns the redirect to the relying party's callback, with `code` and `state`. For tests.
 *
 * @example
 * const callback = await completeOidcLogin({ authorizationUrl: url, redirectUri })
 * await fetch(callback, { headers: { origin } })
 */
export async function completeOidcLogin(parameters: CompleteOidcLoginParameters): Promise<string> {
  const jar = new CookieJar()
  let url = parameters.authorizationUrl
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(parameters.redirectUri)) return url
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    })
    jar.store(response)
    init = {}
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      continue
    }
    const html = await response.text()
    if (!response.ok) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 200)}`)
    const forms = [
      ...html.matchAll(
        /<form method="post" action="([^"]+)"><input type="hidden" name="sub" value="([^"]+)">/g,
      ),
    ]
    const form = forms.find((match) => parameters.sub === undefined || match[2] === parameters.sub)
    if (!form?.[1] || !form[2]) throw new Error('No "Continue as" button for that user')
    url = new URL(form[1], url).toString()
    init = {
      method: 'POST',
      body: new URLSearchParams({ sub: form[2] }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }
  }
  throw new Error('Too many redirects')
}
