import { TIMING } from '@portico/core'

/** Timing and limits of the session protocol (docs/rules/states.md, api.md, limits.md). Durations in ms unless named `…Seconds`. */
export const WC_TIMING = {
  /** A new pairing lives 4 minutes (docs/rules/limits.md). */
  pairingExpirySeconds: TIMING.pairingExpiryMs / 1000,
  /** A pairing counts as expired when 10 s or less remains (docs/rules/limits.md). */
  pairingExpiredMargin: TIMING.pairingExpiryThresholdMs,
  /** An active pairing (a session was settled through it) lives 30 days. */
  activePairingExpirySeconds: 30 * 24 * 60 * 60,
  /** Wallet-connection heartbeat: expiry checks run this often (docs/rules/limits.md). */
  heartbeatInterval: TIMING.heartbeatMs,
  /** The answer to wc_sessionPing is sent after this delay (docs/rules/api.md). */
  pingResponseDelay: TIMING.pingResponseDelayMs,
  /** Pause between two session requests handed to the wallet (docs/rules/states.md). */
  requestQueueDelay: 1_000,
  /** Session lifetime on settle and after each extend (fixed, docs/rules/limits.md). */
  sessionExpirySeconds: 7 * 24 * 60 * 60,
  /** A session request's own expiry must lie between these bounds (specification: 5 min, 7 days). */
  requestExpiryMinSeconds: 300,
  requestExpiryMaxSeconds: 604_800,
  /** A proposal is valid as long as its relay message (300 s). */
  proposalExpirySeconds: 300,
  /** Wait between two relay reconnection attempts (default retry interval, docs/rules/limits.md). */
  reconnectInterval: TIMING.defaultRetryIntervalMs,
} as const

/** The recently-deleted memory trims half its entries when it reaches this size (docs/rules/limits.md). */
export const RECENTLY_DELETED_LIMIT = 200

export const RELAY = {
  /** The relay bundled with the Portico server. */
  localUrl: 'ws://127.0.0.1:8787/relay',
  /** The public relay, used when a projectId is given and no relayUrl. */
  publicUrl: 'wss://relay.walletconnect.org',
  protocol: 'irn',
} as const

/** WebSocket close codes the client sends (RFC 6455 §7.4.1). */
export const WEBSOCKET_CLOSE_CODES = {
  NormalClosure: 1000,
} as const

/** Relay publish options per protocol method and direction (specification rpc-methods.md). */
export const RPC_OPTS = {
  wc_sessionPropose: {
    req: { ttl: 300, tag: 1100, prompt: true },
    res: { ttl: 300, tag: 1101, prompt: false },
    reject: { ttl: 300, tag: 1120, prompt: false },
    autoReject: { ttl: 300, tag: 1121, prompt: false },
  },
  wc_sessionSettle: {
    req: { ttl: 300, tag: 1102, prompt: false },
    res: { ttl: 300, tag: 1103, prompt: false },
  },
  wc_sessionUpdate: {
    req: { ttl: 86_400, tag: 1104, prompt: false },
    res: { ttl: 86_400, tag: 1105, prompt: false },
  },
  wc_sessionExtend: {
    req: { ttl: 86_400, tag: 1106, prompt: false },
    res: { ttl: 86_400, tag: 1107, prompt: false },
  },
  wc_sessionRequest: {
    req: { ttl: 900, tag: 1108, prompt: true },
    res: { ttl: 900, tag: 1109, prompt: false },
  },
  wc_sessionEvent: {
    req: { ttl: 300, tag: 1110, prompt: true },
    res: { ttl: 300, tag: 1111, prompt: false },
  },
  wc_sessionDelete: {
    req: { ttl: 86_400, tag: 1112, prompt: false },
    res: { ttl: 86_400, tag: 1113, prompt: false },
  },
  wc_sessionPing: { req: { ttl: 30, tag: 1114, prompt: false }, res: { ttl: 30, tag: 1115, prompt: false } },
  wc_sessionAuthenticate: {
    req: { ttl: 3600, tag: 1116, prompt: true },
    res: { ttl: 3600, tag: 1117, prompt: false },
    reject: { ttl: 300, tag: 1118, prompt: false },
    autoReject: { ttl: 300, tag: 1119, prompt: false },
  },
  wc_pairingDelete: {
    req: { ttl: 86_400, tag: 1000, prompt: false },
    res: { ttl: 86_400, tag: 1001, prompt: false },
  },
  wc_pairingPing: { req: { ttl: 30, tag: 1002, prompt: false }, res: { ttl: 30, tag: 1003, prompt: false } },
  unsupported: { res: { ttl: 86_400, tag: 0, prompt: false } },
} as const

export type ProtocolMethod = Exclude<keyof typeof RPC_OPTS, 'unsupported'>

export type PublishOptions = { ttl: number; tag: number; prompt: boolean }
