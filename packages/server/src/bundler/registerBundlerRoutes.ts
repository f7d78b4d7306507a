import { SPONSORSHIP_LIMIT_CODE } from '@portico/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../http/httpError.ts'
import { requireAllowedProject } from '../http/routes/projects.ts'
import { errorResponses, querySchema } from '../http/schemas.ts'
import type { ServerContext } from '../server/context.ts'
import { createSponsorshipCounter } from './createSponsorshipCounter.ts'
import { createSponsorshipPolicy, type SponsorshipDecision } from './createSponsorshipPolicy.ts'
import type { BundlerOptions } from './options.ts'

/** What a dapp may ask the bundler through the server: user operations and ERC-7677 sponsorship. */
const FORWARDED_METHODS = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
  'pm_getPaymasterStubData',
  'pm_getPaymasterData',
])

const DEFAULT_TIMEOUT_MS = 30_000
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

type BundlerQuery = { projectId: string; chainId: string; bundler?: string }
type JsonRpcBody = { jsonrpc: '2.0'; id: number | string | null; method: string; params?: unknown[] }
type Granted = Extract<SponsorshipDecision, { allowed: true }>

const bodySchema = {
  type: 'object',
  properties: {
    jsonrpc: { description: 'Always "2.0"', const: '2.0' },
    id: {
      description: 'The JSON-RPC request id, echoed in the answer',
      anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 128 }, { type: 'null' }],
    },
    method: {
      description: 'An ERC-4337 bundler method (eth_sendUserOperation, …) or an ERC-7677 pm_* method',
      type: 'string',
      minLength: 1,
      maxLength: 64,
    },
    params: { description: "The method's parameters", type: 'array', maxItems: 8 },
  },
  required: ['jsonrpc', 'id', 'method'],
  additionalProperties: false,
} as const

/** The bundler's JSON-RPC answer, passed on as it is (every field kept). */
const jsonRpcAnswerSchema = {
  type: 'object',
  properties: {
    jsonrpc: { type: 'string', description: 'Always "2.0"' },
    id: { description: 'The request id' },
    result: { description: "The method's result, when it succeeded" },
    error: {
      description: 'The JSON-RPC error, when it failed (a sponsorship cap: data.reason "sponsorshipLimit")',
      type: 'object',
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
} as const

const bundlerResponses = {
  200: { ...jsonRpcAnswerSchema, description: "The bundler's answer, or a JSON-RPC error from the server" },
  '4xx': errorResponses['4xx'],
  502: {
    description:
      'The bundler failed: its JSON-RPC answer as it sent it, or `{ statusCode, error, message }` when it is unreachable or did not answer JSON',
  },
  '5xx': errorResponses['5xx'],
} as const

/**
 * `POST /v1/bundler?projectId&chainId&bundler`: JSON-RPC to the bundler configured for the chain
 * (`eth_sendUserOperation`, `eth_getUserOperationReceipt`, …, and the bundler's ERC-7677 `pm_*`
 * methods), so the kit needs no bundler key. Only pages the project allows may use it (its sponsorship
 * spends the operator's money), and `pm_getPaymasterData` passes only within the project's daily
 * sponsorship caps. `GET /v1/bundler/networks` lists the chains served.
 *
 * @example
 * registerBundlerRoutes(app, context, { bundlers: [{ caipNetworkId: 'eip155:31337', url: 'http://127.0.0.1:4337' }] })
 */
export function registerBundlerRoutes(
  app: FastifyInstance,
  context: ServerContext,
  options: BundlerOptions,
): void {
  const bundlers = new Map((options.bundlers ?? []).map((entry) => [entry.caipNetworkId, entry.url]))
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const sponsorship = createSponsorshipPolicy({
    options: options.sponsorship,
    counter: createSponsorshipCounter({
      db: context.storage.db,
      redis: context.shared?.redis,
      keyPrefix: context.shared ? `${context.shared.keyPrefix}sponsorship:` : undefined,
      onError: (error) => app.log.warn({ err: error }, 'Sponsorship Redis failed; counting in the database'),
    }),
  })

  app.get(
    '/v1/bundler/networks',
    {
      schema: {
        summary: 'The networks with an ERC-4337 bundler (where accounts can be smart accounts)',
        querystring: querySchema(),
        response: {
          200: {
            description: 'The CAIP-2 ids of the networks with a bundler',
            type: 'object',
            properties: { networks: { type: 'array', items: { type: 'string' } } },
            required: ['networks'],
          },
          ...errorResponses,
        },
      },
    },
    async () => ({
      networks: [...bundlers.keys()],
    }),
  )

  app.post<{ Querystring: BundlerQuery; Body: JsonRpcBody }>(
    '/v1/bundler',
    {
      config: { limit: 'reads' },
      schema: {
        summary: "JSON-RPC to the network's ERC-4337 bundler, with sponsorship limits",
        querystring: querySchema(
          {
            chainId: { type: 'string', pattern: '^(eip155:)?[0-9]{1,16}$' },
            bundler: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' },
          },
          ['projectId', 'chainId'],
        ),
        body: bodySchema,
        response: bundlerResponses,
      },
    },
    async (request, reply) => {
      await requireAllowedProject(context, request)
      const caipNetworkId = request.query.chainId.startsWith('eip155:')
        ? request.query.chainId
        : `eip155:${request.query.chainId}`
      const url = bundlers.get(caipNetworkId)
      if (!url) throw new HttpError(400, `Network not supported for smart accounts: ${caipNetworkId}`)
      const { id, method, params } = request.body
      if (!FORWARDED_METHODS.has(method)) {
        return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not available: ${method}` } }
      }
      let granted: Granted | undefined
      if (method === 'pm_getPaymasterStubData' || method === 'pm_getPaymasterData') {
        const sender = (params?.[0] as { sender?: unknown } | null | undefined)?.sender
        if (typeof sender !== 'string' || !ADDRESS.test(sender)) {
          return {
            jsonrpc: '2.0',
            id,
            error: { code: -32602, message: 'Invalid params: the user operation needs a sender address' },
          }
        }
        // Only the final sponsorship counts: stub data is an estimate the paymaster signs nothing for.
        if (method === 'pm_getPaymasterData') {
          const decision = await sponsorship.take(request.query.projectId, sender.toLowerCase())
          if (!decision.allowed) {
            const { scope, retryAfter, message } = decision
            return {
              jsonrpc: '2.0',
              id,
              error: {
                code: SPONSORSHIP_LIMIT_CODE,
                message,
                data: { reason: 'sponsorshipLimit', scope, retryAfter },
              },
            }
          }
          granted = decision
        }
      }
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeout),
        })
      } catch (error) {
        await granted?.release()
        const timedOut = (error as Error).name === 'TimeoutError'
        throw new HttpError(
          timedOut ? 504 : 502,
          timedOut ? 'The bundler did not answer in time' : 'The bundler is unreachable',
        )
      }
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        await granted?.release()
        throw new HttpError(502, 'The bundler answered with something other than JSON-RPC')
      }
      // A refusal by the paymaster sponsored nothing: it does not count.
      if (!response.ok || (body as { error?: unknown } | null)?.error !== undefined) await granted?.release()
      return reply.code(response.ok ? 200 : 502).send(body)
    },
  )
}
