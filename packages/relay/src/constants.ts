/** Default limits of a relay; every one can be overridden through `createRelay({ limits })`. */
export const RELAY_LIMITS = {
  /** Longest `message` string accepted in a publish, in bytes (UTF-8). */
  maxMessageBytes: 512 * 1024,
  /** Largest WebSocket frame accepted (a batch publish carries several messages). */
  maxFrameBytes: 4 * 1024 * 1024,
  /** Longest time a message may be stored: 30 days. */
  maxTtlSeconds: 30 * 24 * 60 * 60,
  /** Topics one connection may be subscribed to at once. */
  maxSubscriptionsPerClient: 10_000,
  /** Requests per second per connection (token bucket of this size, refilled continuously). */
  messagesPerSecond: 200,
  /** Messages returned by one irn_fetchMessages / irn_batchFetchMessages call. */
  fetchPageSize: 500,
} as const

export type RelayLimits = { -readonly [key in keyof typeof RELAY_LIMITS]: number }

export const RELAY_DEFAULTS = {
  path: '/relay',
  host: '127.0.0.1',
  port: 8787,
  /** Clock skew tolerated on JWT `exp` and `iat`. */
  jwtLeewaySeconds: 300,
  /** WebSocket ping interval; Node WalletConnect clients drop the socket after 35 s without one. */
  heartbeatIntervalMs: 15_000,
  redisKeyPrefix: 'portico-relay:',
  /** `portico-relay`: sockets one client IP may hold open at once (a tab holds one or two). */
  connectionsPerIp: 100,
  /** `portico-relay`: new connections per client IP a minute. */
  connectsPerMinute: 600,
  /** TTL of session messages published through wc_proposeSession / wc_approveSession without one. */
  sessionMessageTtlSeconds: 300,
  /**
   * How long the session-topic subscription made by wc_approveSession follows the wallet's client id
   * across connections: a session's default lifetime, 7 days.
   */
  sessionTopicSubscriptionSeconds: 7 * 24 * 60 * 60,
} as const

/** WebSocket close codes the relay sends (RFC 6455 §7.4.1). */
export const WEBSOCKET_CLOSE_CODES = {
  /** The relay is shutting down. */
  GoingAway: 1001,
  /** The node is restarting or being replaced: reconnect (to it or another node) after a moment. */
  ServiceRestart: 1012,
} as const

/** Publish tags the relay uses for messages it publishes on behalf of wc_proposeSession / wc_approveSession. */
export const SESSION_TAGS = {
  proposeRequest: 1100,
  proposeResponse: 1101,
  settleRequest: 1102,
} as const
