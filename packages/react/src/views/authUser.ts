import { AUTH_CONNECTOR_ID, findAuth } from '@portico/auth'
import { formatDiscordName, type Portico, truncateEmail } from '@portico/core'

/**
 * The name the account shows for the embedded wallet: the email (cut after 30 characters) or the
 * social username (a Discord name loses its trailing 0); undefined for other connectors.
 */
export function authDisplayName(portico: Portico, connectorId: string | undefined): string | undefined {
  if (connectorId !== AUTH_CONNECTOR_ID) return undefined
  const user = findAuth(portico.shared)?.loaded()?.user
  if (!user) return undefined
  if (user.username)
    return user.socialProvider === 'discord' ? formatDiscordName(user.username) : user.username
  return user.email ? truncateEmail(user.email) : undefined
}
