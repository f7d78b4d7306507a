import type { FastifyInstance } from 'fastify'
import {
  captureEmail,
  listCapturedEmails,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
} from '../../emails/capturedEmails.ts'
import { DEFAULT_REMOTE_FEATURES } from '../../projects/features.ts'
import type { ServerContext } from '../../server/context.ts'
import { checkAdminToken } from '../adminToken.ts'
import { HttpError } from '../httpError.ts'
import { errorResponses, querySchema } from '../schemas.ts'
import { requireAllowedProject, requireProject } from './projects.ts'

type ProjectQuery = { projectId: string }
type CaptureBody = { email: string; consent: boolean; address?: string }

const captureResponse = {
  description: 'The email is stored',
  type: 'object',
  properties: { stored: { type: 'boolean' } },
  required: ['stored'],
} as const

/**
 * Email capture (the DataCapture view, remote feature emailCapture): the modal posts the visitor's
 * email with consent; a dapp reads the list back with the admin token.
 */
export function registerEmailRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: ProjectQuery; Body: CaptureBody }>(
    '/v1/emails',
    {
      config: { limit: 'writes' },
      schema: {
        summary: 'Stores an email address captured for the project',
        querystring: querySchema({}, ['projectId']),
        body: {
          type: 'object',
          properties: {
            email: {
              description: 'The email address the visitor gave',
              type: 'string',
              minLength: 1,
              maxLength: MAX_EMAIL_LENGTH + 16,
            },
            consent: { description: 'Whether the visitor agreed to be contacted', type: 'boolean' },
            address: {
              description: "The visitor's connected account, if any",
              type: 'string',
              pattern: '^[A-Za-z0-9]{1,128}$',
            },
          },
          required: ['email', 'consent'],
          additionalProperties: false,
        },
        response: { 201: captureResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { project } = await requireAllowedProject(context, request)
      const capture = project.features.emailCapture ?? DEFAULT_REMOTE_FEATURES.emailCapture
      if (capture === false || (Array.isArray(capture) && capture.length === 0))
        throw new HttpError(403, `Email capture is off for project "${project.id}"`)
      if (request.body.consent !== true) {
        throw new HttpError(400, 'body.consent must be true: an email is stored only with consent')
      }
      const email = normalizeEmail(request.body.email)
      if (!email) throw new HttpError(400, 'body.email is not an email address')
      await captureEmail(context.storage.db, { projectId: project.id, email, address: request.body.address })
      // The same answer whether the email was already on the list: it does not tell who signed up.
      return reply.code(201).send({ stored: true })
    },
  )

  app.get<{ Querystring: ProjectQuery }>(
    '/v1/emails',
    {
      schema: {
        summary: "The project's captured email addresses (admin token)",
        querystring: querySchema({}, ['projectId']),
        response: {
          200: {
            description: 'The emails captured for the project',
            type: 'object',
            properties: {
              projectId: { type: 'string' },
              emails: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    email: { type: 'string' },
                    address: { type: ['string', 'null'] },
                    consentAt: { type: 'string' },
                  },
                  required: ['email', 'address', 'consentAt'],
                },
              },
            },
            required: ['projectId', 'emails'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!context.adminToken) {
        throw new HttpError(
          403,
          'Reading captured emails needs an admin token: start the server with --admin-token',
        )
      }
      await checkAdminToken(request, context.adminToken, context.limits.adminFailures)
      const project = await requireProject(context, request.query.projectId)
      return { projectId: project.id, emails: await listCapturedEmails(context.storage.db, project.id) }
    },
  )
}
