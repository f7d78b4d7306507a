import { describe, expect, it } from 'vitest'
import { createIdGenerator } from './createIdGenerator.ts'
import { readRawId } from './readRawId.ts'

describe('JSON-RPC ids (docs/rules/api.md session protocol over a relay)', () => {
  it('keeps a 19-digit id exactly, which Number cannot', () => {
    const text = '{"id":1687239522123456789,"jsonrpc":"2.0","method":"irn_publish","params":{}}'
    expect(readRawId(text)).toBe('1687239522123456789')
    expect(String(JSON.parse(text).id)).not.toBe('1687239522123456789')
  })

  it('reads only the top-level id, not ids nested in params or inside strings', () => {
    const text =
      '{"params":{"id":"sub","data":{"message":"{\\"id\\":42}"}},"method":"irn_subscription", "id" : 1700000000000123456}'
    expect(readRawId(text)).toBe('1700000000000123456')
    expect(readRawId('{"jsonrpc":"2.0","id":"abc\\"d","result":true}')).toBe('"abc\\"d"')
    expect(readRawId('{"jsonrpc":"2.0","method":"x","params":{"id":1}}')).toBeUndefined()
    expect(readRawId('{"a":"ends in a backslash \\\\","id":1700000000000654321}')).toBe('1700000000000654321')
  })

  it('generates increasing ids of at most 16 digits', () => {
    const next = createIdGenerator()
    const ids = Array.from({ length: 2000 }, next)
    for (const [index, id] of ids.entries()) {
      expect(Number.isSafeInteger(id)).toBe(true)
      expect(String(id).length).toBeLessThanOrEqual(16)
      if (index > 0) expect(id).toBeGreaterThan(ids[index - 1] ?? 0)
    }
  })
})
