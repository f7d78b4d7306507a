import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, type Hex, isAddress, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import {
  closeServer,
  createServer,
  escapeHtml,
  LOCAL_HOST,
  listen,
  type RunningStandin,
  readBody,
  type StandinParameters,
  sendHtml,
  sendJson,
} from './http.ts'

/** A Farcaster account of the local id registry. */
export type FarcasterTestUser = { fid: number; username: string; displayName: string }

export const FARCASTER_TEST_USERS: readonly FarcasterTestUser[] = [
  { fid: 1, username: 'alice', displayName: 'Alice Example' },
  { fid: 2, username: 'bob', displayName: 'Bob Example' },
]

/** The local registry's custody key of a test fid (derived, so every run agrees). */
export function farcasterCustodyKey(fid: number): Hex {
  return keccak256(toHex(`portico-local-farcaster-custody-${fid}`))
}

type Channel = {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  url: string
  createdAt: number
  completed?: {
    message: string
    signature: Hex
    fid: number
    username: string
    displayName: string
    bio: string
    pfpUrl: string
    custody: Address
  }
}

const CHANNEL_TTL_MS = 10 * 60_000

export type StartFarcasterRelayReturnType = RunningStandin & {
  /** Signs the channel's Sign In With Farcaster message with the fid's custody key, as the app would. */
  approve(channelToken: string, fid: number): Promise<void>
}

/**
 * A local stand-in for the Farcaster auth relay (the public relay protocol: `POST /v1/channel`,
 * `POST /v1/channel/authenticate`, `GET /v1/channel/status`, 202 while pending), with a scripted
 * "Farcaster app" (`POST /test/approve { channelToken, fid }` and a page at the channel's URL) and a
 * local id registry instead of Optimism's (`GET /test/registry/idOf/:custodyAddress` → `{ fid }`).
 * For development and tests only.
 *
 * @example
 * const relay = await startFarcasterRelay({ port: 8789 })
 * await fetch(`${relay.url}/test/approve`, { method: 'POST', body: JSON.stringify({ channelToken, fid: 1 }) })
 */
export async function startFarcasterRelay(
  parameters: StandinParameters = {},
): Promise<StartFarcasterRelayReturnType> {
  const channels = new Map<string, Channel>()
  let baseUrl = ''

  function live(token: string | undefined): Channel | undefined {
    const channel = token ? channels.get(token) : undefined
    if (channel && Date.now() - channel.createdAt > CHANNEL_TTL_MS) {
      channels.delete(channel.channelToken)
      return undefined
    }
    return channel
  }

  async function approve(channelToken: string, fid: number): Promise<void> {
    const channel = live(channelToken)
    if (!channel) throw new Error('Unknown channel')
    const user = FARCASTER_TEST_USERS.find((entry) => entry.fid === fid)
    if (!user) throw new Error('Unknown fid')
    const account = privateKeyToAccount(farcasterCustodyKey(fid))
    const message = createSiweMessage({
      domain: channel.domain,
      address: account.address,
      statement: 'Farcaster Auth',
      uri: channel.siweUri,
      version: '1',
      chainId: 10,
      nonce: channel.nonce,
      issuedAt: new Date(),
      notBefore: channel.notBefore ? new Date(channel.notBefore) : undefined,
      expirationTime: channel.expirationTime ? new Date(channel.expirationTime) : undefined,
      requestId: channel.requestId,
      resources: [`farcaster://fid/${fid}`],
    })
    channel.completed = {
      message,
      signature: await account.signMessage({ message }),
      fid,
      username: user.username,
      displayName: user.displayName,
      bio: '',
      pfpUrl: '',
      custody: account.address,
    }
  }

  function bearer(request: IncomingMessage): string | undefined {
    return /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl)
    const path = url.pathname
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = (await readBody(request)) as Record<string, unknown> | undefined
      if (typeof body?.siweUri !== 'string' || typeof body.domain !== 'string') {
        return sendJson(response, 400, { error: 'siweUri and domain are required' })
      }
      const channelToken = randomUUID()
      const nonce = typeof body.nonce === 'string' && body.nonce ? body.nonce : generateSiweNonce()
      const link = new URL('/~/siwf', baseUrl)
      link.search = new URLSearchParams({
        channelToken,
        nonce,
        siweUri: body.siweUri,
        domain: body.domain,
      }).toString()
      const optional = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined)
      channels.set(channelToken, {
        channelToken,
        nonce,
        siweUri: body.siweUri,
        domain: body.domain,
        notBefore: optional('notBefore'),
        expirationTime: optional('expirationTime'),
        requestId: optional('requestId'),
        url: link.toString(),
        createdAt: Date.now(),
      })
      return sendJson(response, 201, {
        channelToken,
        url: link.toString(),
        connectUri: link.toString(),
        nonce,
      })
    }
    if (request.method === 'GET' && path === '/v1/channel/status') {
      const channel = live(bearer(request))
      if (!channel) return sendJson(response, 401, { error: 'Unauthorized' })
      const common = { nonce: channel.nonce, url: channel.url }
      if (!channel.completed) return sendJson(response, 202, { state: 'pending', ...common })
      return sendJson(response, 200, {
        state: 'completed',
        ...common,
        ...channel.completed,
        verifications: [],
      })
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      const channel = live(bearer(request))
      if (!channel) return sendJson(response, 401, { error: 'Unauthorized' })
      const body = (await readBody(request)) as Record<string, unknown> | undefined
      if (typeof body?.message !== 'string' || typeof body.signature !== 'string' || !body.fid) {
        return sendJson(response, 400, { error: 'message, signature and fid are required' })
      }
      channel.completed = {
        message: body.message,
        signature: body.signature as Hex,
        fid: Number(body.fid),
        username: String(body.username ?? ''),
        displayName: String(body.displayName ?? ''),
        bio: String(body.bio ?? ''),
        pfpUrl: String(body.pfpUrl ?? ''),
        custody: privateKeyToAccount(farcasterCustodyKey(Number(body.fid))).address,
      }
      return sendJson(response, 201, { state: 'completed', nonce: channel.nonce, url: channel.url })
    }
    if (request.method === 'POST' && path === '/test/approve') {
      const body = (await readBody(request)) as Record<string, unknown> | undefined
      const fid = Number(body?.fid)
      const channelToken = typeof body?.channelToken === 'string' ? body.channelToken : ''
      if (!live(channelToken)) return sendJson(response, 404, { error: 'Unknown channel' })
      if (!FARCASTER_TEST_USERS.some((user) => user.fid === fid))
        return sendJson(response, 400, { error: 'Unknown fid' })
      await approve(channelToken, fid)
      if ((request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return sendHtml(response, 200, page('Approved. You can return to the app.'))
      }
      return sendJson(response, 200, { ok: true })
    }
    const idOf = /^\/test\/registry\/idOf\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && idOf) {
      const address = decodeURIComponent(idOf[1] ?? '')
      if (!isAddress(address)) return sendJson(response, 400, { error: 'Not an address' })
      const user = FARCASTER_TEST_USERS.find(
        (entry) =>
          privateKeyToAccount(farcasterCustodyKey(entry.fid)).address.toLowerCase() === address.toLowerCase(),
      )
      return sendJson(response, 200, { fid: user?.fid ?? 0 })
    }
    if (request.method === 'GET' && path === '/~/siwf') {
      const channel = live(url.searchParams.get('channelToken') ?? undefined)
      if (!channel) return sendHtml(response, 404, page('This sign-in request has expired.'))
      const buttons = FARCASTER_TEST_USERS.map(
        (user) =>
          `<form method="post" action="/test/approve"><input type="hidden" name="channelToken" value="${escapeHtml(channel.channelToken)}"><input type="hidden" name="fid" value="${user.fid}"><button type="submit">Approve as @${escapeHtml(user.username)} (fid ${user.fid})</button></form>`,
      ).join('')
      return sendHtml(response, 200, page(`Sign in to ${escapeHtml(channel.domain)}?`, buttons))
    }
    if (request.method === 'GET' && path === '/') return sendHtml(response, 200, page('Relay is running.'))
    sendJson(response, 404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) })
    })
  })
  baseUrl = await listen(server, { host: parameters.host ?? LOCAL_HOST, port: parameters.port ?? 8789 })
  return { url: baseUrl, approve, close: () => closeServer(server) }
}

function page(text: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local Farcaster relay (test)</title></head><body style="font-family:system-ui;max-width:30rem;margin:2rem auto;padding:0 1rem"><h1>Local Farcaster app (test)</h1><p>A local stand-in for the Farcaster auth relay and app: no real Farcaster account is used.</p><p>${text}</p>${extra}</body></html>`
}
