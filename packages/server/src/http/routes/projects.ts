import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_REMOTE_FEATURES, REMOTE_FEATURE_NAMES } from '../../projects/features.ts'
import { isOriginAllowed, originOf } from '../../projects/origins.ts'
import type { Project } from '../../projects/project.ts'
import type { ServerContext } from '../../server/context.ts'
import { HttpError } from '../httpError.ts'
import { errorResponses, querySchema } from '../schemas.ts'

type ProjectQuery = { projectId: string }

const featureValue = { anyOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }] }

/** Looks up the query's project or answers 404. */
export async function requireProject(context: ServerContext, projectId: string): Promise<Project> {
  const project = await context.projects.get(projectId)
  if (!project) throw new HttpError(404, `Unknown project "${projectId}"`)
  return project
}

/**
 * The query's project (404 when unknown), refusing with 403 a request whose `Origin` the project does
 * not allow; a request without `Origin` passes only when the project lists no origins.
 */
export async function requireAllowedProject(
  context: ServerContext,
  request: FastifyRequest<{ Querystring: ProjectQuery }>,
): Promise<{ project: Project; origin: string | undefined }> {
  const project = await requireProject(context, request.query.projectId)
  const origin = originOf(request.headers.origin)
  if (!isOriginAllowed(project.allowedOrigins, origin)) {
    throw new HttpError(403, `Origin ${origin ?? '(none)'} is not allowed for project "${project.id}"`)
  }
  return { project, origin }
}

export function registerProjectRoutes(app: FastifyInstance, context: ServerContext): void {
  const querystring = querySchema({}, ['projectId'])

  app.get<{ Querystring: ProjectQuery }>(
    '/appkit/v1/config',
    {
      schema: {
        summary: "The project's remote features",
        querystring,
        response: {
          200: {
            description: "The project's features, as the modal reads them",
            type: 'object',
            properties: {
              features: {
                type: 'object',
                properties: Object.fromEntries(REMOTE_FEATURE_NAMES.map((name) => [name, featureValue])),
                required: [...REMOTE_FEATURE_NAMES],
              },
            },
            required: ['features'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.query.projectId)
      return { features: { ...DEFAULT_REMOTE_FEATURES, ...project.features } }
    },
  )

  app.get<{ Querystring: ProjectQuery }>(
    '/projects/v1/origins',
    {
      schema: {
        summary: "The project's allowed origins",
        querystring,
        response: {
          200: {
            description: 'The origins that may use the project',
            type: 'object',
            properties: { allowedOrigins: { type: 'array', items: { type: 'string' } } },
            required: ['allowedOrigins'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.query.projectId)
      return { allowedOrigins: project.allowedOrigins }
    },
  )

  app.get<{ Querystring: ProjectQuery }>(
    '/getAnalyticsConfig',
    {
      schema: {
        summary: 'Whether analytics is on for the project',
        querystring,
        response: {
          200: {
            description: 'Whether the project records analytics events',
            type: 'object',
            properties: { isAnalyticsEnabled: { type: 'boolean' } },
            required: ['isAnalyticsEnabled'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const project = await requireProject(context, request.query.projectId)
      return { isAnalyticsEnabled: project.analyticsEnabled }
    },
  )
}
