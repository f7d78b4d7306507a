import { ANALYTICS_EVENTS } from '@portico/core'
/** Track events a client sends (docs/rules/api.md). MODAL_CREATED is never sent, so it is not accepted. */
export const TRACK_EVENTS = ANALYTICS_EVENTS

export type TrackEventName = (typeof TRACK_EVENTS)[number]

/** Sent even when the project has analytics disabled (docs/rules/api.md); other track events are then dropped. */
export const ALWAYS_RECORDED_EVENTS: readonly string[] = ['INITIALIZE']

/** Properties of a track event: flat values only. */
export type EventProperties = Record<string, string | number | boolean | null>

/** docs/rules/api.md analytics body. */
export type TrackEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: TrackEventName; address?: string; properties?: EventProperties }
}

/** docs/rules/api.md error-report body. */
export type ErrorReportBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'error'
    event: string
    errorType: string
    errorMessage: string
    stackTrace?: string
    address?: string
  }
}

export type AnalyticsBody = TrackEventBody | ErrorReportBody
