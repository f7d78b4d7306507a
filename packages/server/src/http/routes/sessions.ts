import { parseCaipNetworkId, type SiwxSession, type SiwxVerifier } from '@portico/core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { BlockchainNetworkConfig } from '../../blockchain/network.ts'
import type { ServerContext } from '../../server/context.ts'
import { checkSignInMessage } from '../../sessions/checkSignInMessage.ts'
import {
  createSession,
  findLiveNonce,
  findSessionByToken,
  issueNonce,
  revokeSession,
} from '../../sessions/sessionsRepository.ts'
import { hashSessionToken, readSessionToken, sessionCookie } from '../../sessions/sessionTokens.ts'
import { HttpError } from '../httpError.ts'
import { requireAllowedProject, requireProject } from './projects.ts'
import {
  createSessionRouteSchema,
  getSessionsRouteSchema,
  nonceRouteSchema,
  revokeSessionRouteSchema,
  verifySessionRouteSchema,
} from './sessionsSchemas.ts'

/** How long a sign-in nonce can be used. */
export const NONCE_TTL_MS = 10 * 60_000
/** A session's lifetime when its message has no expiration time. */
export const DEFAULT_SESSION_SECONDS = 7 * 86_400
/** The longest a session lasts, whatever its message says. */
export const MAX_SESSION_SECONDS = 30 * 86_400

export type SessionRoutesOptions = {
  /** Signature checks per namespace. Default: EIP-4361 (on the networks' clients), Solana and BIP-322. */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** The eip155 networks whose clients check smart-account signatures. */
  networks?: readonly BlockchainNetworkConfig[] | undefined
}

type ProjectQuery = { projectId: string }
type AddressParams = { address: string }

const TOKEN_REQUIRED =
  'A session token is required: Authorization: Bearer <token> or the portico_session cookie'

function clearCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', sessionCookie('', { maxAgeSeconds: 0, secure: request.protocol === 'https' }))
}

/**
 * Sign-in sessions: nonces, sessions verified per namespace, reads and
 * revocation, and the verify route for a dapp's own backend. See the package README's threat note.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: SessionRoutesOptions = {},
): void {
  // The verifiers (viem, ed25519, BIP-322) load on the first sign-in, like the blockchain API.
  let verifiers: Promise<readonly SiwxVerifier[]> | undefined
  const loadVerifiers = () => {
    verifiers ??= options.verifiers
      ? Promise.resolve(options.verifiers)
      : import('../../sessions/verifiers/index.ts').then(({ createDefaultVerifiers }) =>
          createDefaultVerifiers(options.networks),
        )
    return verifiers
  }

  app.post<{ Querystring: ProjectQuery }>(
    '/v1/sessions/nonce',
    {
      schema: { ...nonceRouteSchema, summary: 'A fresh nonce for a SIWX message' },
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const { project, origin } = await requireAllowedProject(context, request)
      const { nonce, expiresAt } = await issueNonce(context.storage.db, {
        projectId: project.id,
        origin,
        ttlMs: NONCE_TTL_MS,
      })
      return reply.code(201).send({ nonce, expiresAt: expiresAt.toISOString() })
    },
  )

  app.post<{ Querystring: ProjectQuery; Body: SiwxSession }>(
    '/v1/sessions',
    {
      schema: {
        ...createSessionRouteSchema,
        summary: 'Stores a signed SIWX session (the signature is checked) and answers its token',
      },
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const { project, origin } = await requireAllowedProject(context, request)
      const session = request.body
      const now = Date.now()
      checkSignInMessage(session, { project, requestOrigin: origin, now })
      const nonce = await findLiveNonce(context.storage.db, {
        projectId: project.id,
        nonce: session.data.nonce,
      })
      if (!nonce) throw new HttpError(400, 'The nonce is unknown, expired or already used')
      if (nonce.origin !== null && nonce.origin !== origin) {
        throw new HttpError(403, 'The nonce was issued to another origin')
      }
      const { chainNamespace } = parseCaipNetworkId(session.data.chainId, { namespace: 'any' })
      const verifier = (await loadVerifiers()).find((candidate) => candidate.namespace === chainNamespace)
      if (!verifier) throw new HttpError(400, `Sign-in on ${chainNamespace} networks is not supported`)
      let valid: boolean
      try {
        valid = await verifier.verify(session)
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in signature check failed')
        throw new HttpError(503, `Could not check the signature: ${session.data.chainId} does not answer`, {
          'retry-after': '5',
        })
      }
      if (!valid) throw new HttpError(401, 'The signature does not match the message and account')
      const expiration = session.data.expirationTime ? Date.parse(session.data.expirationTime) : undefined
      const expiresAt = new Date(
        Math.min(expiration ?? now + DEFAULT_SESSION_SECONDS * 1000, now + MAX_SESSION_SECONDS * 1000),
      )
      const created = await createSession(context.storage.db, { projectId: project.id, session, expiresAt })
      if (!created) throw new HttpError(400, 'The nonce is unknown, expired or already used')
      reply.header(
        'set-cookie',
        sessionCookie(created.token, {
          maxAgeSeconds: (expiresAt.getTime() - now) / 1000,
          secure: request.protocol === 'https',
        }),
      )
      return reply.code(201).send(created)
    },
  )

  app.get<{ Querystring: ProjectQuery & { chainId?: string }; Params: AddressParams }>(
    '/v1/sessions/:address',
    { schema: { ...getSessionsRouteSchema, summary: "An account's stored SIWX sessions" } },
    async (request) => {
      const { project } = await requireAllowedProject(context, request)
      const token = readSessionToken(request.headers)
      if (!token) throw new HttpError(401, TOKEN_REQUIRED)
      const session = await findSessionByToken(context.storage.db, {
        projectId: project.id,
        token,
        address: request.params.address,
        chainId: request.query.chainId,
      })
      return { sessions: session ? [session] : [] }
    },
  )

  app.post<{ Querystring: ProjectQuery; Params: AddressParams; Body: { pci: string; signature: string } }>(
    '/v1/sessions/:address/revoke',
    {
      schema: { ...revokeSessionRouteSchema, summary: 'Revokes a SIWX session' },
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const { project } = await requireAllowedProject(context, request)
      const { outcome, tokenHash } = await revokeSession(context.storage.db, {
        projectId: project.id,
        address: request.params.address,
        id: request.body.pci,
        signature: request.body.signature,
      })
      if (outcome === 'unknown') {
        throw new HttpError(
          404,
          `No session ${request.body.pci} with this signature for ${request.params.address}`,
        )
      }
      const token = readSessionToken(request.headers)
      if (token && hashSessionToken(token) === tokenHash) clearCookie(request, reply)
      return { revoked: outcome === 'revoked' }
    },
  )

  app.post<{ Querystring: ProjectQuery; Body: { token?: string } | undefined }>(
    '/v1/sessions/verify',
    { schema: { ...verifySessionRouteSchema, summary: 'Whether a session token is valid, and its session' } },
    async (request) => {
      const project = await requireProject(context, request.query.projectId)
      const token = request.body?.token ?? readSessionToken(request.headers)
      if (!token) throw new HttpError(401, TOKEN_REQUIRED)
      const session = await findSessionByToken(context.storage.db, { projectId: project.id, token })
      if (!session) throw new HttpError(401, 'The session token is unknown, expired or revoked')
      return { session }
    },
  )
}
