import type { createEventId, pageLocation, postEvent } from '../api/analytics.ts'
import type { getAnalyticsConfig } from '../api/config.ts'
import type { ApiClient } from '../api/http.ts'
import { ANALYTICS_EVENTS } from '../constants/analytics.ts'
import { HttpStatusError } from '../errors/http.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** Events of docs/rules/api.md. */
export type EventName =
  | 'INITIALIZE'
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SEARCH_WALLET'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'

/** The events POST /e carries (docs/rules/api.md); the others are only published to subscribers. */
export const SENT_EVENTS: readonly EventName[] = ANALYTICS_EVENTS

/** Event properties are flat values (the server rejects nested ones). */
export type EventProperties = Record<string, string | number | boolean | null>

export type TrackedEvent = { event: EventName; properties: EventProperties; timestamp: number }

export type EventsState = {
  /** Analytics as decided by the option and GET /getAnalyticsConfig. */
  analytics: 'pending' | 'enabled' | 'disabled'
  lastEvent: TrackedEvent | undefined
}

export type Logger = { error(...args: unknown[]): void; warn(...args: unknown[]): void }

export type EventsControllerParameters = {
  api: ApiClient
  /** The `analytics` option. */
  analyticsOption: boolean
  getAddress: () => string | undefined
  logger: Logger
  /**
   * Runs its callback once the page is idle. GET /getAnalyticsConfig waits for it, so the first event
   * of an open (MODAL_OPEN) does not put a request in the frames the visitor is waiting for.
   */
  whenIdle?: ((callback: () => void) => void) | undefined
  /** Loads the analytics requests (the instance's deferred chunk): the store itself makes none. */
  load: () => Promise<AnalyticsRequests>
}

/** The analytics requests the events store sends through. */
export type AnalyticsRequests = {
  getAnalyticsConfig: typeof getAnalyticsConfig
  createEventId: typeof createEventId
  pageLocation: typeof pageLocation
  postEvent: typeof postEvent
}

export type EventsController = {
  store: StoreApi<EventsState>
  /** Fetches GET /getAnalyticsConfig once; a failure disables analytics (docs/rules/errors.md). */
  configure(): Promise<void>
  /** Tracks an event; resolves once it is sent or dropped. */
  track(event: EventName, properties?: EventProperties): Promise<void>
  /** Logs 'Invalid App Configuration' once per instance for a 403 (docs/rules/errors.md). */
  reportForbidden(error: unknown): void
}

export const INVALID_APP_CONFIGURATION = 'Invalid App Configuration'

/**
 * Analytics (docs/rules/api.md): MODAL_CREATED is never sent, INITIALIZE always is, and the others only when
 * analytics is enabled by the option and by the server. Every event reaches `store.lastEvent`. The
 * requests' code loads with the first event sent, after the first intent.
 */
export function createEventsController(parameters: EventsControllerParameters): EventsController {
  const store = createVanillaStore<EventsState>({
    analytics: parameters.analyticsOption ? 'pending' : 'disabled',
    lastEvent: undefined,
  })
  let configured: Promise<void> | undefined
  let forbiddenLogged = false

  function reportForbidden(error: unknown) {
    if (!(error instanceof HttpStatusError) || error.status !== 403 || forbiddenLogged) return
    forbiddenLogged = true
    const origin = (globalThis as { location?: { hostname: string } }).location?.hostname || 'this origin'
    parameters.logger.error(
      `${INVALID_APP_CONFIGURATION}: origin ${origin} is not on the project's allowlist; add it in the server configuration.`,
    )
  }

  function configure() {
    if (store.getState().analytics === 'disabled') return Promise.resolve()
    const whenIdle = parameters.whenIdle ?? ((callback: () => void) => callback())
    configured ??= new Promise<void>((resolve) => whenIdle(resolve))
      .then(() => parameters.load())
      .then(({ getAnalyticsConfig }) => getAnalyticsConfig(parameters.api))
      .then(
        ({ isAnalyticsEnabled }) =>
          store.setState({ analytics: isAnalyticsEnabled ? 'enabled' : 'disabled' }),
        (error: unknown) => {
          reportForbidden(error)
          store.setState({ analytics: 'disabled' })
        },
      )
    return configured
  }

  async function send(event: EventName, properties: EventProperties, timestamp: number) {
    const address = parameters.getAddress()
    try {
      const { createEventId, pageLocation, postEvent } = await parameters.load()
      await postEvent(parameters.api, {
        eventId: createEventId(),
        ...pageLocation(),
        timestamp,
        props: { type: 'track', event, properties, ...(address ? { address } : {}) },
      })
    } catch (error) {
      reportForbidden(error)
    }
  }

  return {
    store,
    configure,
    reportForbidden,
    async track(event, properties = {}) {
      if (event === 'MODAL_CREATED') return
      const timestamp = Date.now()
      store.setState({ lastEvent: { event, properties, timestamp } })
      if (!SENT_EVENTS.includes(event)) return
      if (event !== 'INITIALIZE') {
        await configure()
        if (store.getState().analytics !== 'enabled') return
      }
      await send(event, properties, timestamp)
    },
  }
}
