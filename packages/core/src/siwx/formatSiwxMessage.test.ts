import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import { formatSiwxMessage } from './formatSiwxMessage.ts'
import type { SiwxMessageData } from './types.ts'

const data: SiwxMessageData = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: toCaipNetworkId('eip155:31337'),
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'n0nce12345',
  statement: 'Sign in to App',
  issuedAt: '2026-11-22T01:00:00.000Z',
  expirationTime: '2026-11-29T01:00:00.000Z',
  notBefore: '2026-11-22T00:59:00.000Z',
  requestId: 'req-1',
  resources: ['https://app.example.com/terms'],
}

describe('formatSiwxMessage (docs/rules/entities.md wallet sign-in message, CAIP-122)', () => {
  it('is EIP-4361 on eip155: the same text as viem, with and without a statement, and viem parses every field back', () => {
    const viem = (fields: SiwxMessageData) =>
      createSiweMessage({
        address: fields.accountAddress as `0x${string}`,
        chainId: 31337,
        domain: fields.domain,
        uri: fields.uri,
        version: '1',
        nonce: fields.nonce,
        statement: fields.statement,
        issuedAt: new Date(fields.issuedAt),
        expirationTime: fields.expirationTime ? new Date(fields.expirationTime) : undefined,
        notBefore: fields.notBefore ? new Date(fields.notBefore) : undefined,
        requestId: fields.requestId,
        resources: fields.resources ? [...fields.resources] : undefined,
      })
    expect(formatSiwxMessage(data)).toBe(viem(data))
    const bare = { ...data, statement: undefined, resources: undefined, requestId: undefined }
    expect(formatSiwxMessage(bare)).toBe(viem(bare))
    expect(parseSiweMessage(formatSiwxMessage(data))).toMatchObject({
      address: data.accountAddress,
      chainId: 31337,
      domain: data.domain,
      nonce: data.nonce,
      statement: data.statement,
      requestId: 'req-1',
      resources: data.resources,
    })
  })

  it('names the account kind and gives the whole CAIP-2 id on solana and bip122', () => {
    const solana = formatSiwxMessage({
      ...data,
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: toCaipNetworkId('solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8'),
    })
    expect(solana.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Solana account:',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ])
    expect(solana).toContain('\nChain ID: solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8\n')
    const bitcoin = formatSiwxMessage({
      ...data,
      accountAddress: 'bc1qyl0cvt9svwuplppwc5ue6yqrptgaphpvfwsd2n',
      chainId: toCaipNetworkId('bip122:000000000019d6689c085ae165831e93'),
    })
    expect(bitcoin).toMatch(/^app\.example\.com wants you to sign in with your Bitcoin account:\nbc1q/)
  })
})
