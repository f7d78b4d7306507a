import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import Provider, { type Configuration } from 'oidc-provider'
import {
  closeServer,
  createServer,
  escapeHtml,
  LOCAL_HOST,
  listen,
  type RunningStandin,
  type StandinParameters,
  sendHtml,
  sendJson,
} from './http.ts'

/** A test user of one local issuer. */
export type OidcTestUser = {
  sub: string
  email: string
  name: string
  /** The provider's user name, e.g. Discord's "alice0". */
  username: string
}

/** A client the local issuers accept (one client is registered at every issuer). */
export type OidcTestClient = {
  clientId: string
  clientSecret: string
  /** Exact redirect URIs; on 127.0.0.1 and localhost any port is accepted (RFC 8252 loopback rule). */
  redirectUris: readonly string[]
}

/** The issuers the stand-in serves, one per social provider, and their test users. */
export const OIDC_TEST_USERS: Readonly<Record<string, readonly OidcTestUser[]>> = {
  google: [
    {
      sub: 'google-alice',
      email: 'alice@example.test',
      name: 'Alice Example',
      username: 'alice@example.test',
    },
    { sub: 'google-bob', email: 'bob@example.test', name: 'Bob Example', username: 'bob@example.test' },
  ],
  github: [
    { sub: 'github-alice', email: 'alice@example.test', name: 'Alice Example', username: 'alice-example' },
  ],
  discord: [{ sub: 'discord-alice', email: 'alice@example.test', name: 'Alice Example', username: 'alice0' }],
}

/** The client `npm start` configures the server with. */
export const DEFAULT_OIDC_CLIENT: OidcTestClient = {
  clientId: 'portico-local',
  clientSecret: 'portico-local-secret',
  redirectUris: ['http://127.0.0.1/v1/auth/social/callback', 'http://localhost/v1/auth/social/callback'],
}

export type StartOidcProviderParameters = StandinParameters & {
  clients?: readonly OidcTestClient[] | undefined
}

export type StartOidcProviderReturnType = RunningStandin & {
  /** Issuer URL per provider, e.g. `{ google: 'http://127.0.0.1:9090/google' }`. */
  issuers: Record<string, string>
}

function configuration(
  name: string,
  users: readonly OidcTestUser[],
  clients: readonly OidcTestClient[],
): Configuration {
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      // "native" lets the loopback redirect URIs above match on any port.
      application_type: 'native',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile'],
    // The ID token carries the profile claims, so a relying party needs no userinfo call.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.find((entry) => entry.sub === sub)
      if (!user) return undefined
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.username,
        }),
      }
    },
  }
}

/**
 * A local OpenID provider (oidc-provider) with one issuer per social provider, `/google`, `/github` and
 * `/discord`, each with test users and a one-button login page ("Continue as …"). The authorization
 * code flow with PKCE works as with the real providers. For development and tests only.
 *
 * @example
 * const oidc = await startOidcProvider({ port: 9090 })
 * oidc.issuers.google // 'http://127.0.0.1:9090/google'
 */
export async function startOidcProvider(
  parameters: StartOidcProviderParameters = {},
): Promise<StartOidcProviderReturnType> {
  const clients = parameters.clients ?? [DEFAULT_OIDC_CLIENT]
  const providers = new Map<string, Provider>()
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) })
    })
  })
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = request.url ?? '/'
    const [, name = '', ...rest] = url.split('?')[0]?.split('/') ?? []
    const provider = providers.get(name)
    if (!provider) {
      if (url === '/') {
        return sendHtml(
          response,
          200,
          `<!doctype html><title>Local OpenID provider</title><h1>Local OpenID provider</h1><p>Test issuers: ${[...providers.keys()].map(escapeHtml).join(', ')}</p>`,
        )
      }
      return sendJson(response, 404, { error: 'Not found' })
    }
    if (rest[0] === 'interaction' && rest[1]) {
      return interaction(provider, OIDC_TEST_USERS[name] ?? [], name, rest.slice(1), request, response)
    }
    const prefix = `/${name}`
    Object.assign(request, { originalUrl: url })
    request.url = url.slice(prefix.length) || '/'
    return provider.callback()(request, response)
  }

  let url: string
  url = await listen(server, { host: parameters.host ?? LOCAL_HOST, port: parameters.port ?? 9090 })
  for (const [name, users] of Object.entries(OIDC_TEST_USERS)) {
    const provider = new Provider(`${url}/${name}`, configuration(name, users, clients))
    // The stand-in serves plain http on 127.0.0.1; the provider must not expect a TLS proxy.
    provider.proxy = false
    providers.set(name, provider)
  }
  url = url.replace(/\/$/, '')
  return {
    url,
    issuers: Object.fromEntries([...providers.keys()].map((name) => [name, `${url}/${name}`])),
    close: () => closeServer(server),
  }
}

// First-party test clients: every login is consented to at once (native clients are otherwise asked every time).
async function grantAll(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
  accountId: string,
): Promise<string> {
  const grant = new provider.Grant({ clientId: String(details.params.client_id), accountId })
  grant.addOIDCScope('openid email profile')
  return grant.save()
}

async function interaction(
  provider: Provider,
  users: readonly OidcTestUser[],
  name: string,
  [uid, action]: string[],
  request: IncomingMessage,
  response: ServerResponse,
) {
  const details = await provider.interactionDetails(request, response)
  if (details.uid !== uid) return sendJson(response, 400, { error: 'Unknown interaction' })
  if (request.method === 'POST' && action === 'login') {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const sub = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('sub')
    const user = users.find((entry) => entry.sub === sub)
    if (!user) return sendJson(response, 400, { error: 'Unknown test user' })
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.sub }, consent: { grantId: await grantAll(provider, details, user.sub) } },
      { mergeWithLastSubmission: false },
    )
  }
  const buttons = users
    .map(
      (user) =>
        `<form method="post" action="/${name}/interaction/${uid}/login"><input type="hidden" name="sub" value="${escapeHtml(user.sub)}"><button type="submit" id="continue-${escapeHtml(user.sub)}">Continue as ${escapeHtml(user.name)} (${escapeHtml(user.username)})</button></form>`,
    )
    .join('')
  sendHtml(
    response,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local ${escapeHtml(name)} sign-in (test)</title></head><body style="font-family:system-ui;max-width:30rem;margin:2rem auto;padding:0 1rem"><h1>Local ${escapeHtml(name)} sign-in</h1><p>A local test OpenID provider standing in for ${escapeHtml(name)}: no real account is used.</p>${buttons}</body></html>`,
  )
}
