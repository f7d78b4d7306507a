import type { FastifyInstance } from 'fastify'
import { ALWAYS_RECORDED_EVENTS, type AnalyticsBody } from '../../analytics/events.ts'
import { recordEvent } from '../../analytics/recordEvent.ts'
import { summarizeEvents } from '../../analytics/summary.ts'
import { isOriginAllowed, originOf } from '../../projects/origins.ts'
import type { ServerContext } from '../../server/context.ts'
import { checkAdminToken } from '../adminToken.ts'
import { HttpError } from '../httpError.ts'
import { enforce } from '../rateLimiter.ts'
import { errorResponses, querySchema } from '../schemas.ts'
import { analyticsBodySchema, summaryQueryProperties, summaryResponseSchema } from './analyticsSchemas.ts'

/** docs/rules/errors.md: the analytics answer for an origin that is not on the project's allow-list. */
export const INVALID_APP_CONFIGURATION = 'Invalid App Configuration'
/** Widest range GET /v1/analytics/summary answers, in days. */
export const MAX_SUMMARY_DAYS = 366

type SdkQuery = { projectId: string; st?: string; sv?: string }

function parseDay(value: string, name: string): number {
  const time = Date.parse(`${value}T00:00:00.000Z`)
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, `querystring.${name} is not a calendar date (YYYY-MM-DD)`)
  }
  return time
}

export function registerAnalyticsRoutes(app: FastifyInstance, context: ServerContext): void {
  // Browsers' sendBeacon posts JSON as text/plain; it is parsed like application/json.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(new HttpError(400, 'Body is not valid JSON'), undefined)
    }
  })

  app.post<{ Querystring: SdkQuery; Body: AnalyticsBody }>(
    '/e',
    {
      onRequest: async (request) => enforce(await context.limits.perIp.take(request.ip), 'client'),
      schema: {
        summary: 'Records an analytics event or an error report',
        querystring: querySchema({}, ['projectId']),
        body: analyticsBodySchema,
        response: {
          202: {
            description: 'The event is accepted; stored is false when the project records no analytics',
            type: 'object',
            properties: { stored: { type: 'boolean' } },
            required: ['stored'],
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { projectId, st, sv } = request.query
      const project = await context.projects.get(projectId)
      const origin = originOf(request.headers.origin) ?? originOf(request.body.url)
      if (!project || !isOriginAllowed(project.allowedOrigins, origin)) {
        throw new HttpError(403, INVALID_APP_CONFIGURATION)
      }
      enforce(await context.limits.perProject.take(projectId), 'project')
      const { props } = request.body
      const wanted =
        props.type === 'error' || project.analyticsEnabled || ALWAYS_RECORDED_EVENTS.includes(props.event)
      const stored = wanted
        ? await recordEvent(context.storage.db, request.body, {
            projectId,
            origin,
            sdkType: st,
            sdkVersion: sv,
          })
        : false
      return reply.code(202).send({ stored })
    },
  )

  app.get<{ Querystring: SdkQuery & { from: string; to: string } }>(
    '/v1/analytics/summary',
    {
      schema: {
        summary: "A project's event counts per day and kind (admin token)",
        querystring: querySchema(summaryQueryProperties, ['projectId', 'from', 'to']),
        response: { 200: summaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (context.adminToken) await checkAdminToken(request, context.adminToken, context.limits.adminFailures)
      const { projectId, from, to } = request.query
      const start = parseDay(from, 'from')
      const end = parseDay(to, 'to')
      if (end < start) throw new HttpError(400, 'querystring.to must not be before querystring.from')
      if ((end - start) / 86_400_000 + 1 > MAX_SUMMARY_DAYS) {
        throw new HttpError(400, `The range must span at most ${MAX_SUMMARY_DAYS} days`)
      }
      if (!(await context.projects.get(projectId))) throw new HttpError(404, `Unknown project "${projectId}"`)
      return summarizeEvents(context.storage.db, projectId, from, to)
    },
  )
}
