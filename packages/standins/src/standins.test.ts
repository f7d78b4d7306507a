import { createAppClient } from '@farcaster/auth-client'
import nodemailer from 'nodemailer'
import * as client from 'openid-client'
import { createPublicClient, custom } from 'viem'
import { optimism } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { completeOidcLogin } from './completeOidcLogin.ts'
import { startFarcasterRelay } from './farcasterRelay.ts'
import { type CaughtMail, startMailCatcher } from './mailCatcher.ts'
import { startOidcProvider } from './oidcProvider.ts'

// The local stand-ins of the embedded wallet's outside services (issue 15's "Local stand-ins").
describe('mail catcher', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  beforeAll(async () => {
    mail = await startMailCatcher({ port: 0, smtpPort: 0 })
  })
  afterAll(() => mail.close())

  it('catches mail sent over SMTP and lists it newest first over HTTP', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: mail.smtpPort,
      secure: false,
      ignoreTLS: true,
    })
    await transport.sendMail({
      from: 'portico@example.test',
      to: 'a@example.test',
      subject: 'One',
      text: 'first',
    })
    await transport.sendMail({
      from: 'portico@example.test',
      to: 'b@example.test',
      subject: 'Two',
      text: 'second',
    })
    const messages = (await (await fetch(`${mail.url}/api/messages`)).json()) as CaughtMail[]
    expect(messages.map((message) => [message.subject, message.to, message.text.trim()])).toEqual([
      ['Two', ['b@example.test'], 'second'],
      ['One', ['a@example.test'], 'first'],
    ])
    expect(await (await fetch(`${mail.url}/`)).text()).toContain('Local test mail catcher')
    expect((await fetch(`${mail.url}/api/messages`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await fetch(`${mail.url}/api/messages`)).json()).toEqual([])
  })
})

describe('local OpenID provider', () => {
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>
  beforeAll(async () => {
    oidc = await startOidcProvider({ port: 0 })
  })
  afterAll(() => oidc.close())

  it.each([
    ['google', 'alice@example.test'],
    ['discord', 'alice0'],
  ])('completes the authorization code flow with PKCE at the %s issuer', async (name, username) => {
    const issuer = oidc.issuers[name] as string
    const config = await client.discovery(
      new URL(issuer),
      'portico-local',
      'portico-local-secret',
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    )
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const redirectUri = 'http://127.0.0.1:45678/v1/auth/social/callback'
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const callback = await completeOidcLogin({ authorizationUrl: authorizationUrl.href, redirectUri })
    const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    })
    expect(tokens.claims()).toMatchObject({
      iss: issuer,
      email: 'alice@example.test',
      preferred_username: username,
    })
  })
})

describe('Farcaster auth relay stand-in', () => {
  let relay: Awaited<ReturnType<typeof startFarcasterRelay>>
  beforeAll(async () => {
    relay = await startFarcasterRelay({ port: 0 })
  })
  afterAll(() => relay.close())

  it('speaks the relay protocol to @farcaster/auth-client: pending (202), approved, verified against the local registry', async () => {
    const appClient = createAppClient({
      relay: relay.url,
      ethereum: {
        getFid: async (custody) => {
          const { fid } = (await (await fetch(`${relay.url}/test/registry/idOf/${custody}`)).json()) as {
            fid: number
          }
          return BigInt(fid)
        },
        isValidAuthAddress: async () => false,
        // No chain: an EOA's signature is checked by recovering its address.
        publicClient: createPublicClient({
          chain: optimism,
          transport: custom({ request: () => Promise.reject(new Error('offline')) }),
          // auth-client types its client with its own viem copy.
        }) as never,
      },
    })
    const created = await appClient.createChannel({
      siweUri: 'http://127.0.0.1:8788/',
      domain: '127.0.0.1:8788',
    })
    expect(created.isError).toBe(false)
    const channel = created.data
    expect(channel.url).toContain(`${relay.url}/~/siwf?channelToken=`)
    const pending = await appClient.status({ channelToken: channel.channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data.state).toBe('pending')

    const approved = await fetch(`${relay.url}/test/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channelToken: channel.channelToken, fid: 1 }),
    })
    expect(approved.status).toBe(200)
    const done = await appClient.watchStatus({
      channelToken: channel.channelToken,
      timeout: 2000,
      interval: 50,
    })
    expect(done.data).toMatchObject({ state: 'completed', fid: 1, username: 'alice' })
    const verified = await appClient.verifySignInMessage({
      nonce: channel.nonce,
      domain: '127.0.0.1:8788',
      message: done.data.message as string,
      signature: done.data.signature as `0x${string}`,
    })
    expect(verified).toMatchObject({ isError: false, success: true, fid: 1 })

    const wrongDomain = await appClient.verifySignInMessage({
      nonce: channel.nonce,
      domain: 'evil.example',
      message: done.data.message as string,
      signature: done.data.signature as `0x${string}`,
    })
    expect(wrongDomain.isError).toBe(true)
  })

  it('refuses an unknown channel and an unknown fid', async () => {
    expect(
      (await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(401)
    const created = (await (
      await fetch(`${relay.url}/v1/channel`, {
        method: 'POST',
        body: JSON.stringify({ siweUri: 'http://127.0.0.1/', domain: '127.0.0.1' }),
      })
    ).json()) as { channelToken: string }
    const approve = (fid: number) =>
      fetch(`${relay.url}/test/approve`, {
        method: 'POST',
        body: JSON.stringify({ channelToken: created.channelToken, fid }),
      })
    expect((await approve(999)).status).toBe(400)
  })
})
