import { describe, expect, it } from 'vitest'
import { formatRequest, formatResult } from './format.ts'
import { createRpcId } from './ids.ts'
import { parseJsonRpc, serializeJsonRpc } from './serialize.ts'

describe('JSON-RPC ids (docs/rules/api.md, packages/walletconnect/README.md)', () => {
  it('keeps a 19-digit id exact through parse and echo', () => {
    const text =
      '{"id":1795311256586089419,"jsonrpc":"2.0","method":"wc_sessionRequest","params":{"chainId":"eip155:1"}}'
    const request = parseJsonRpc(text)
    expect(request.id).toBe('1795311256586089419')
    expect(serializeJsonRpc(formatResult(request.id, true))).toBe(
      '{"id":1795311256586089419,"jsonrpc":"2.0","result":true}',
    )
  })

  it('reads the "…n" string ids that sign-client 2.21 echoes back', () => {
    expect(parseJsonRpc('{"id":"1795311267174679583n","jsonrpc":"2.0","result":true}').id).toBe(
      '1795311267174679583',
    )
  })

  it('writes ids as bare JSON numbers', () => {
    const text = serializeJsonRpc(formatRequest('wc_sessionPing', {}, '1795311267140963'))
    expect(text).toBe('{"id":1795311267140963,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}')
    expect(JSON.parse(text)).toEqual({
      id: 1795311267140963,
      jsonrpc: '2.0',
      method: 'wc_sessionPing',
      params: {},
    })
  })

  it('creates increasing ids within the safe integer range', () => {
    const ids = Array.from({ length: 50 }, () => createRpcId(1_795_311_267_140))
    for (let index = 1; index < ids.length; index++)
      expect(BigInt(ids[index] ?? 0)).toBeGreaterThan(BigInt(ids[index - 1] ?? 0))
    for (const id of ids) expect(Number.isSafeInteger(Number(id))).toBe(true)
  })
})
