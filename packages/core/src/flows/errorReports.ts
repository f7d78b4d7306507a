import { createEventId, pageLocation, postEvent } from '../api/analytics.ts'
import type { ApiClient } from '../api/http.ts'
import { ERROR_REPORTS } from '../constants/rpc.ts'

export type ErrorReportsController = {
  /** Sends an error report unless 5 were sent in the last 60 s (docs/rules/api.md, limits.md); resolves true when sent. */
  report(error: unknown, event?: string): Promise<boolean>
}

export function createErrorReportsController(parameters: {
  api: ApiClient
  now?: (() => number) | undefined
}): ErrorReportsController {
  const now = parameters.now ?? Date.now
  let sent: number[] = []

  return {
    async report(error, event = 'ERROR') {
      const time = now()
      sent = sent.filter((at) => time - at < ERROR_REPORTS.windowMs)
      if (sent.length >= ERROR_REPORTS.max) return false
      sent.push(time)
      const failure = error instanceof Error ? error : new Error(String(error))
      try {
        await postEvent(parameters.api, {
          eventId: createEventId(),
          ...pageLocation(),
          timestamp: time,
          props: {
            type: 'error',
            event,
            errorType: failure.name,
            errorMessage: failure.message,
            stackTrace: failure.stack ?? '',
          },
        })
        return true
      } catch {
        return false
      }
    },
  }
}
