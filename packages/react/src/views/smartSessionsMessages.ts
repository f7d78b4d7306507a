import type { ViewCatalogue } from '../messages/index.ts'

/** The smart sessions list, in its own chunk. */
export const SMART_SESSIONS_MESSAGES = {
  id: 'smartSessions',
  en: {
    sessions: 'Sessions',
    loadingSessions: 'Loading sessions',
    noSessions: 'No sessions',
    noSessionsText: 'Apps you let act within limits, without asking you each time, appear here.',
    sessionsError: 'Could not load sessions',
    retry: 'Try again',
    sessionCall: '{name} on {contract}',
    sessionSpent: 'Spent {spent} of {limit}',
    baseUnits: '{amount} base units',
    sessionUntil: 'Until {date}',
    sessionExpired: 'Expired',
    revoke: 'Revoke',
    revokeSession: 'Revoke session {name}',
    revoking: 'Revoking…',
    revoked: 'Session revoked',
  },
} as const satisfies ViewCatalogue
