import type { FastifyInstance } from 'fastify'
import { DEFAULT_REMOTE_FEATURES, REMOTE_FEATURE_NAMES } from '../../projects/features.ts'
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

export function registerProjectRoutes(app: FastifyInstance, context: ServerContext): void {
  const querystring = querySchema({}, ['projectId'])

  app.get<{ Querystring: ProjectQuery }>(
    '/appkit/v1/config',
    {
      schema: {
        querystring,
        response: {
          200: {
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
        querystring,
        response: {
          200: {
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
        querystring,
        response: {
          200: {
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
