import * as client from 'openid-client'
import { AuthConfigError, AuthLoginError } from './errors.ts'
import type { SocialProvider, SocialProviderOptions } from './options.ts'

export type SocialIdentity = { subject: string; email: string | undefined; username: string | undefined }

export type SocialStart = { url: string; state: string; codeVerifier: string; nonce: string }

/** The OpenID Connect side of social login: authorization code + PKCE, state and nonce. */
export type SocialLogin = {
  providers: readonly SocialProvider[]
  start(provider: SocialProvider): Promise<SocialStart>
  finish(
    provider: SocialProvider,
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<SocialIdentity>
}

/**
 * Social login against the operator's OpenID providers (discovered on first use).
 *
 * @example
 * const social = createSocialLogin({ google: { issuer, clientId, clientSecret } }, `${origin}/v1/auth/social/callback`)
 * const { url, state } = await social.start('google')
 */
export function createSocialLogin(
  configured: Partial<Record<SocialProvider, SocialProviderOptions>>,
  redirectUri: () => string,
): SocialLogin {
  const configs = new Map<SocialProvider, Promise<client.Configuration>>()
  const configOf = (provider: SocialProvider) => {
    let config = configs.get(provider)
    if (!config) {
      const options = configured[provider]
      if (!options) throw new AuthConfigError({ missing: provider })
      const issuer = new URL(options.issuer)
      config = client.discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        // A local test provider speaks plain http on 127.0.0.1; real providers are https.
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      config.catch(() => configs.delete(provider))
      configs.set(provider, config)
    }
    return config
  }
  return {
    providers: (Object.keys(configured) as SocialProvider[]).filter((name) => configured[name]),
    async start(provider) {
      const config = await configOf(provider)
      const codeVerifier = client.randomPKCECodeVerifier()
      const state = client.randomState()
      const nonce = client.randomNonce()
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.href, state, codeVerifier, nonce }
    },
    async finish(provider, callbackUrl, checks) {
      const config = await configOf(provider)
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new AuthLoginError('No ID token')
      const email =
        typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined
      const username =
        typeof claims.preferred_username === 'string'
          ? claims.preferred_username
          : typeof claims.name === 'string'
            ? claims.name
            : email
      return { subject: claims.sub, email, username }
    },
  }
}
