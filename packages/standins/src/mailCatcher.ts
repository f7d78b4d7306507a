import { randomUUID } from 'node:crypto'
import { type AddressObject, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
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

/** One caught message, as `GET /api/messages` lists it. */
export type CaughtMail = {
  id: string
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  date: string
}

export type StartMailCatcherParameters = StandinParameters & {
  /** The SMTP port; 0 picks a free one. Default 2525. */
  smtpPort?: number | undefined
}

export type StartMailCatcherReturnType = RunningStandin & {
  /** The SMTP port mail is sent to. */
  smtpPort: number
  messages(): readonly CaughtMail[]
}

const MAX_MESSAGES = 500

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean)
}

/**
 * A local stand-in for an SMTP provider: takes any mail on its SMTP port (no auth, no TLS) and lists it
 * over HTTP, newest first, at `GET /api/messages`; `DELETE /api/messages` empties it; `GET /` is a small
 * page that lists the mail. For development and tests only.
 *
 * @example
 * const mail = await startMailCatcher({ port: 8025, smtpPort: 2525 })
 * const [latest] = await (await fetch(`${mail.url}/api/messages`)).json()
 */
export async function startMailCatcher(
  parameters: StartMailCatcherParameters = {},
): Promise<StartMailCatcherReturnType> {
  const host = parameters.host ?? LOCAL_HOST
  const messages: CaughtMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Portico local mail catcher',
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
          })
          messages.length = Math.min(messages.length, MAX_MESSAGES)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject)
    smtp.listen(parameters.smtpPort ?? 2525, host, () => resolve())
  })
  const smtpAddress = smtp.server.address()
  const smtpPort = typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path === '/api/messages' && request.method === 'GET') return sendJson(response, 200, messages)
    if (path === '/api/messages' && request.method === 'DELETE') {
      messages.length = 0
      response.writeHead(204).end()
      return
    }
    if (path === '/' && request.method === 'GET') return sendHtml(response, 200, page(messages))
    sendJson(response, 404, { error: 'Not found' })
  })
  let url: string
  try {
    url = await listen(server, { host, port: parameters.port ?? 8025 })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  return {
    url,
    smtpPort,
    messages: () => messages,
    async close() {
      await Promise.all([closeServer(server), new Promise<void>((resolve) => smtp.close(() => resolve()))])
    },
  }
}

function page(messages: readonly CaughtMail[]): string {
  const items = messages
    .map(
      (mail) =>
        `<li><p><strong>${escapeHtml(mail.subject)}</strong> — to ${escapeHtml(mail.to.join(', '))}, ${escapeHtml(mail.date)}</p><pre>${escapeHtml(mail.text)}</pre></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local test mail catcher</title></head><body style="font-family:system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem"><h1>Local test mail catcher</h1><p>A stand-in for an email provider: mail the local Portico server sends lands here and goes nowhere else.</p>${items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}</body></html>`
}
