import { randomUUID } from 'node:crypto'
import { officialMemoryStorage } from '@portico/testing/walletconnect'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { type RelayCluster, relayBackends } from './testing/relayBackends.ts'

const metadata = (name: string) => ({
  name,
  description: `${name} (Portico relay interop test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

const clusters: RelayCluster[] = []
afterEach(async () => {
  await Promise.all(clusters.splice(0).map((cluster) => cluster.close()))
})

/** Pairs, settles, signs and deletes a session between the two official SDKs. */
async function officialSession(dappRelayUrl: string, walletRelayUrl: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const common = {
    projectId: 'portico-relay-test',
    logger: 'error',
    telemetryEnabled: false,
  }
  const dapp = await SignClient.init({
    ...common,
    relayUrl: dappRelayUrl,
    customStoragePrefix: `dapp-${randomUUID()}`,
    storage: officialMemoryStorage(),
    metadata: metadata('Interop dapp'),
  })
  const core = new Core({
    ...common,
    relayUrl: walletRelayUrl,
    customStoragePrefix: `wallet-${randomUUID()}`,
    storage: officialMemoryStorage(),
  })
  const wallet = await WalletKit.init({ core, metadata: metadata('Interop wallet') })

  try {
    wallet.on('session_proposal', async (proposal) => {
      await wallet.approveSession({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: ['eip155:1'],
            accounts: [`eip155:1:${account.address}`],
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [Hex, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })
    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic }) => resolve(topic)),
    )

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
    expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])

    const message = stringToHex('Sign in to Portico')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)

    await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(session.topic)
  } finally {
    await dapp.core.relayer.transportClose()
    await core.relayer.transportClose()
  }
}

describe.each(relayBackends())('official SDKs through @portico/relay on $name storage', (backend) => {
  it.skipIf(!backend.available)(
    '@walletconnect/sign-client 2.21.8 dapp ↔ @reown/walletkit 1.2.9 wallet on two nodes: pair, settle, personal_sign, delete',
    async () => {
      const cluster = backend.cluster()
      clusters.push(cluster)
      await officialSession((await cluster.node()).url, (await cluster.node()).url)
    },
    30_000,
  )
})
