import { describe, expect, it } from 'vitest'
import { defaultAudiences } from './audiences.ts'

describe('default JWT audiences (docs/rules/api.md session protocol over a relay)', () => {
  it('accepts 127.0.0.1, localhost and [::1] on loopback', () => {
    expect(defaultAudiences('127.0.0.1', 8787, '/relay')).toEqual([
      'ws://127.0.0.1:8787/relay',
      'wss://127.0.0.1:8787/relay',
      'ws://localhost:8787/relay',
      'wss://localhost:8787/relay',
      'ws://[::1]:8787/relay',
      'wss://[::1]:8787/relay',
    ])
    expect(defaultAudiences('::ffff:127.0.0.1', 8787, '/relay')).toContain('ws://localhost:8787/relay')
  })

  it('uses the address the connection arrived on otherwise', () => {
    expect(defaultAudiences('192.168.1.20', 8787, '/relay/')).toEqual([
      'ws://192.168.1.20:8787/relay',
      'wss://192.168.1.20:8787/relay',
    ])
    expect(defaultAudiences('::ffff:192.168.1.20', 80, '/relay')).toEqual([
      'ws://192.168.1.20:80/relay',
      'wss://192.168.1.20:80/relay',
      'ws://192.168.1.20/relay',
    ])
    expect(defaultAudiences('fd00::5', 80, '/')[0]).toBe('ws://[fd00::5]:80')
  })
})
