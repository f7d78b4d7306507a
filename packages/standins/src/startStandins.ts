import { startFarcasterRelay } from './farcasterRelay.ts'
import { startMailCatcher } from './mailCatcher.ts'
import { startOidcProvider } from './oidcProvider.ts'

export type StartStandinsReturnType = {
  urls: { mail: string; smtpPort: number; oidc: string; farcaster: string }
  close(): Promise<void>
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]
  const value = text ? Number(text) : fallback
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`)
  return value
}

/**
 * Starts the three stand-ins at the ports the environment names (the defaults otherwise).
 *
 * @example
 * const standins = await startStandins(process.env)
 * await standins.close()
 */
export async function startStandins(env: NodeJS.ProcessEnv): Promise<StartStandinsReturnType> {
  const mail = await startMailCatcher({
    port: port(env, 'PORTICO_MAIL_PORT', 8025),
    smtpPort: port(env, 'PORTICO_SMTP_PORT', 2525),
  })
  const oidc = await startOidcProvider({ port: port(env, 'PORTICO_OIDC_PORT', 9090) }).catch(
    async (error) => {
      await mail.close()
      throw error
    },
  )
  const farcaster = await startFarcasterRelay({ port: port(env, 'PORTICO_FARCASTER_PORT', 8789) }).catch(
    async (error) => {
      await Promise.all([mail.close(), oidc.close()])
      throw error
    },
  )
  return {
    urls: { mail: mail.url, smtpPort: mail.smtpPort, oidc: oidc.url, farcaster: farcaster.url },
    close: async () => {
      await Promise.all([mail.close(), oidc.close(), farcaster.close()])
    },
  }
}
