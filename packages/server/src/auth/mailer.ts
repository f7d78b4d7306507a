import nodemailer from 'nodemailer'
import type { SmtpOptions } from './options.ts'

export type CodeMail = {
  to: string
  code: string
  purpose: 'login' | 'reauth' | 'change-current' | 'change-new'
}

const SUBJECTS: Record<CodeMail['purpose'], string> = {
  login: 'Your login code',
  reauth: 'Confirm it is you',
  'change-current': 'Confirm your email change',
  'change-new': 'Confirm your new email',
}

/** Sends one-time codes over SMTP. */
export type Mailer = { sendCode(mail: CodeMail): Promise<void>; close(): void }

/**
 * A nodemailer transport for the configured SMTP server.
 *
 * @example
 * const mailer = createMailer({ host: '127.0.0.1', port: 2525, from: 'Portico <login@example.test>' })
 * await mailer.sendCode({ to: 'a@example.test', code: '123456', purpose: 'login' })
 */
export function createMailer(smtp: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    socketTimeout: 10_000,
  })
  return {
    async sendCode({ to, code, purpose }) {
      await transport.sendMail({
        from: smtp.from,
        to,
        subject: `${SUBJECTS[purpose]}: ${code}`,
        text: `${SUBJECTS[purpose]}: ${code}\n\nThe code expires in 10 minutes. If you did not ask for it, ignore this email.\n`,
      })
    },
    close: () => transport.close(),
  }
}
