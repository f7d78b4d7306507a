import { ANALYTICS_EVENTS } from '@portico/core'
/** Track events a client sends (SPEC §7). MODAL_CREATED is never sent, so it is not accepted. */
export const TRACK_EVENTS = ANALYTICS_EVENTS

export type TrackEventName = (typeof TRACK_EVENTS)[number]

/** Sent even when the project has analytics disabled (SPEC §7); other track events are then dropped. */
export const ALWAYS_RECORDED_EVENTS: readonly string[] = ['INITIALIZE']

/** Properties of a track event: flat values only. */
export type EventProperties = Record<string, string | number | boolean | null>

/** SPEC §7 analytics body. */
export type TrackEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: TrackEventName; address?: string; properties?: EventProperties }
}

/** SPEC §7 error-report body. */
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
