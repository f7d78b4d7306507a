import { formatSiwxMessage, toCaipNetworkId } from '@portico/core'
import type { RunningRelay } from '@portico/relay'
import { type Address, type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors/protocol.ts'
import { PeerRpcError } from '../errors/request.ts'
import { buildCacaoPayload, encodeRecap, formatAuthMessage, recapStatement } from '../protocol/authMessage.ts'
import type { Cacao } from '../protocol/types.ts'
import { startTestRelay, testMetadata } from '../testing/relay.ts'
import { createWalletClient, type WalletConnectWallet } from '../wallet/wallet.ts'
import { createWalletConnectClient, type WalletConnectClient } from './dapp.ts'
import type { VerifyAuthMessage } from './types.ts'

let relay: RunningRelay
const open: { close(): Promise<void> }[] = []
beforeAll(async () => {
  relay = await startTestRelay()
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.close()
})

const verified: Parameters<VerifyAuthMessage>[0][] = []
const verifyEoaMessage: VerifyAuthMessage = (parameters) => {
  verified.push(parameters)
  return verifyMessage({
    address: parameters.address as Address,
    message: parameters.message,
    signature: parameters.signature as Hex,
  })
}

const request = {
  verifyMessage: verifyEoaMessage,
  chains: ['eip155:1', 'eip155:10'],
  domain: 'app.example',
  uri: 'https://app.example/login',
  nonce: 'n0nce1234',
  statement: 'Sign in to Portico',
  methods: ['personal_sign'],
}

async function clients(): Promise<{ dapp: WalletConnectClient; wallet: WalletConnectWallet }> {
  const dapp = await createWalletConnectClient({ relayUrl: relay.url, metadata: testMetadata('Auth dapp') })
  const wallet = await createWalletClient({
    relayUrl: relay.url,
    metadata: testMetadata('Auth wallet'),
    requestQueueDelay: 0,
  })
  open.push(dapp, wallet)
  return { dapp, wallet }
}

describe('wc_sessionAuthenticate (docs/rules/validation.md authenticated sessions, api.md)', () => {
  it('signs in with a CACAO per chain, verifies it and sets up the session on both sides', async () => {
    const { dapp, wallet } = await clients()
    const account = privateKeyToAccount(generatePrivateKey())
    wallet.once('session_authenticate', async ({ id, params }) => {
      const auths: Cacao[] = []
      for (const chain of params.authPayload.chains) {
        const payload = buildCacaoPayload(params.authPayload, `${chain}:${account.address}`)
        const signature = await account.signMessage({ message: formatAuthMessage(payload) })
        auths.push({ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } })
      }
      await wallet.approveAuthenticate({ id, auths })
    })
    wallet.on('session_request', ({ id, topic }) => {
      wallet.respond({ topic, response: { id, result: 'signed' } }).catch(() => undefined)
    })
    const { uri, response } = await dapp.authenticate(request)
    expect(uri).toContain('methods=wc_sessionAuthenticate')
    await wallet.pair({ uri })
    const { session, auths } = await response()
    expect(auths).toHaveLength(2)
    expect(verified.slice(-2).map(({ chainId, address }) => [chainId, address])).toEqual([
      ['eip155:1', account.address],
      ['eip155:10', account.address],
    ])
    expect(session.namespaces.eip155).toMatchObject({
      accounts: [`eip155:1:${account.address}`, `eip155:10:${account.address}`],
      methods: ['personal_sign'],
    })
    expect(wallet.getSessions().map((entry) => entry.topic)).toEqual([session.topic])
    expect(
      await dapp.request({
        topic: session.topic,
        chainId: 'eip155:10',
        request: { method: 'personal_sign' },
      }),
    ).toBe('signed')
  })

  it('formats the EIP-4361 message that viem parses back', () => {
    const payload = buildCacaoPayload(
      {
        ...request,
        aud: request.uri,
        iat: '2026-11-22T01:00:00.000Z',
        resources: ['https://app.example/terms'],
      },
      'eip155:10:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    )
    expect(parseSiweMessage(formatAuthMessage(payload))).toMatchObject({
      domain: 'app.example',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      statement: 'Sign in to Portico',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 10,
      nonce: 'n0nce1234',
      resources: ['https://app.example/terms'],
    })
  })

  it('appends the EIP-5573 ReCap sentence to the statement', () => {
    const resources = [encodeRecap(['personal_sign', 'eth_sendTransaction'])]
    const sentence =
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'."
    expect(recapStatement(resources)).toBe(sentence)
    const payload = buildCacaoPayload(
      { ...request, aud: request.uri, iat: '2026-11-22T01:00:00.000Z', resources },
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    )
    expect(formatAuthMessage(payload)).toContain(
      `\n\nSign in to Portico ${sentence}\n\nURI: https://app.example/login\n`,
    )
    expect(recapStatement(['https://app.example/terms'])).toBeUndefined()
  })

  it('refuses a CACAO signed by another key, and reports a rejection', async () => {
    const { dapp, wallet } = await clients()
    const account = privateKeyToAccount(generatePrivateKey())
    const impostor = privateKeyToAccount(generatePrivateKey())
    wallet.once('session_authenticate', async ({ id, params }) => {
      const payload = buildCacaoPayload(params.authPayload, `eip155:1:${account.address}`)
      const signature = await impostor.signMessage({ message: formatAuthMessage(payload) })
      await wallet.approveAuthenticate({
        id,
        auths: [{ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } }],
      })
    })
    const first = await dapp.authenticate({ ...request, chains: ['eip155:1'] })
    await wallet.pair({ uri: first.uri })
    const error = await first.response().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProtocolError)
    expect(error).toMatchObject({ kind: 'MissingOrInvalid' })
    expect(dapp.getSessions()).toEqual([])

    wallet.once('session_authenticate', ({ id }) => {
      wallet.rejectAuthenticate({ id }).catch(() => undefined)
    })
    const second = await dapp.authenticate({ ...request, chains: ['eip155:1'] })
    await wallet.pair({ uri: second.uri })
    const rejected = await second.response().catch((caught: unknown) => caught)
    expect(rejected).toBeInstanceOf(PeerRpcError)
    expect(rejected).toMatchObject({ code: 5000 })
  })

  it('checks the request before sending it (docs/rules/validation.md)', async () => {
    const { dapp } = await clients()
    const error = await dapp
      .authenticate({ ...request, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'UnsupportedChains' })
  })
})

describe('one-click sign-in message (docs/rules/entities.md wallet sign-in message, validation.md)', () => {
  it("a CACAO's EIP-4361 text, ReCap sentence included, is core's CAIP-122 text of the same fields", () => {
    const resources = ['https://app.example/terms', encodeRecap(['personal_sign'])]
    const payload = buildCacaoPayload(
      { ...request, aud: request.uri, iat: '2026-11-22T01:00:00.000Z', requestId: 'r1', resources },
      'eip155:10:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    )
    const text = formatAuthMessage(payload)
    expect(
      formatSiwxMessage({
        accountAddress: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
        chainId: toCaipNetworkId('eip155:10'),
        domain: payload.domain,
        uri: payload.aud,
        version: '1',
        nonce: payload.nonce,
        issuedAt: payload.iat,
        statement: `${request.statement} ${recapStatement(resources)}`,
        requestId: 'r1',
        resources,
      }),
    ).toBe(text)
  })
})
