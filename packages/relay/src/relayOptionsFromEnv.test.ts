import { describe, expect, it } from 'vitest'
import { relayOptionsFromEnv } from './relayOptionsFromEnv.ts'

describe('relayOptionsFromEnv (docs/rules/limits.md constants and limits)', () => {
  it('uses the defaults for an empty environment', () => {
    expect(relayOptionsFromEnv({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      path: '/relay',
      redisUrl: undefined,
      redisKeyPrefix: undefined,
      allowedAudiences: undefined,
      heartbeatIntervalMs: undefined,
      limits: {},
      // Issue 21: portico-relay caps the sockets and connections of one client IP unless configured.
      connectionLimits: { maxOpenPerIp: 100, connectsPerMinutePerIp: 600 },
    })
  })

  it('reads every variable', () => {
    const options = relayOptionsFromEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      RELAY_PATH: '/wc',
      REDIS_URL: 'redis://127.0.0.1:6390',
      RELAY_REDIS_KEY_PREFIX: 'x:',
      RELAY_ALLOWED_AUDIENCES: 'wss://relay.example.com/wc, ws://127.0.0.1:9000/wc',
      RELAY_HEARTBEAT_MS: '5000',
      RELAY_MAX_MESSAGE_BYTES: '1024',
      RELAY_MAX_TTL_SECONDS: '60',
      RELAY_MAX_SUBSCRIPTIONS: '10',
      RELAY_MESSAGES_PER_SECOND: '5',
      RELAY_CONNECTIONS_PER_IP: '4',
      RELAY_CONNECTS_PER_MINUTE: '30',
    })
    expect(options).toEqual({
      port: 9000,
      host: '0.0.0.0',
      path: '/wc',
      redisUrl: 'redis://127.0.0.1:6390',
      redisKeyPrefix: 'x:',
      allowedAudiences: ['wss://relay.example.com/wc', 'ws://127.0.0.1:9000/wc'],
      heartbeatIntervalMs: 5000,
      limits: {
        maxMessageBytes: 1024,
        maxTtlSeconds: 60,
        maxSubscriptionsPerClient: 10,
        messagesPerSecond: 5,
      },
      connectionLimits: { maxOpenPerIp: 4, connectsPerMinutePerIp: 30 },
    })
  })

  it('refuses a non-numeric limit', () => {
    expect(() => relayOptionsFromEnv({ RELAY_MESSAGES_PER_SECOND: 'many' })).toThrow(
      expect.objectContaining({
        name: 'InvalidRelayOptionError',
        shortMessage: 'RELAY_MESSAGES_PER_SECOND must be a non-negative number.',
        details: 'got many',
      }),
    )
  })
})
