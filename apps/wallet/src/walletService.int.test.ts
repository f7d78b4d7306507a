import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEVNET_CAIP_NETWORK_ID,
  BITCOIN_DEVNET_NAME,
} from '@portico/devnet/bitcoin'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from '@portico/devnet/bitcoin-chain'
import { type RunningRelay, startRelay } from '@portico/relay'
import {
  createWalletConnectClient,
  memoryStorage,
  type SessionRecord,
  type WalletConnectClient,
} from '@portico/walletconnect'
import { base64, hex } from '@scure/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletService, type WalletService } from './walletService.ts'

// The service names itself with the page's origin, as the web app does on 127.0.0.1:5174.
Object.assign(globalThis, { location: { origin: 'http://127.0.0.1:5174' } })

const [first, second] = BITCOIN_DEV_ACCOUNTS
const chainId = BITCOIN_DEVNET_CAIP_NETWORK_ID

let relay: RunningRelay
let ledger: StartBitcoinDevnetReturnType
let service: WalletService
let dapp: WalletConnectClient
let session: SessionRecord
const events: { name: string; data: unknown }[] = []
const updates: SessionRecord['namespaces'][] = []

/** The prompt the page shows for the next request; the test answers it as the user would. */
async function nextPrompt() {
  await expect.poll(() => service.getState().prompts.length).toBeGreaterThan(0)
  return service.getState().prompts[0]!
}

beforeAll(async () => {
  ;[relay, ledger] = await Promise.all([
    startRelay({ host: '127.0.0.1', port: 0 }),
    startBitcoinDevnet({ port: 0, blockTime: 0 }),
  ])
  service = createWalletService({
    relayUrl: relay.url,
    rpcUrls: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
    solanaRpcUrl: 'http://127.0.0.1:9',
    esploraUrl: ledger.url,
  })
  dapp = await createWalletConnectClient({
    relayUrl: relay.url,
    metadata: { name: 'Bitcoin dapp', description: 'A dapp', url: 'http://127.0.0.1:5173', icons: [] },
    storage: memoryStorage(),
  })
  dapp.on('session_event', ({ params }) => events.push(params.event))
  dapp.on('session_update', ({ namespaces }) => updates.push(namespaces))
  await new Promise<void>((resolve) => {
    if (service.getState().status === 'ready') return resolve()
    const stop = service.subscribe(() => {
      if (service.getState().status !== 'ready') return
      stop()
      resolve()
    })
  })
}, 60_000)
afterAll(async () => {
  await dapp?.close()
  await ledger?.stop()
  await relay?.close()
})

const request = <result>(method: string, params: unknown) =>
  dapp.request<result>({ topic: session.topic, chainId, request: { method, params } })

describe('the web dev wallet on bip122 (docs/rules/permissions.md approval, api.md session protocol)', () => {
  it('approves a bip122 proposal with the payment account, then sends the addresses', async () => {
    const proposed = await dapp.connect({
      namespaces: {
        bip122: {
          chains: [chainId],
          methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
          events: ['bip122_addressesChanged'],
        },
      },
    })
    await service.pair(proposed.uri!)
    await expect.poll(() => service.getState().proposals.length).toBe(1)
    await service.approveProposal(service.getState().proposals[0]!.id)
    session = await proposed.approval()
    expect(session.namespaces.bip122).toEqual({
      chains: [chainId],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
      accounts: [`${chainId}:${first.payment.address}`],
    })
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        name: 'bip122_addressesChanged',
        data: [
          {
            address: first.payment.address,
            publicKey: first.payment.publicKey,
            path: first.payment.path,
            intention: 'payment',
          },
          {
            address: first.ordinals.address,
            publicKey: first.ordinals.publicKey,
            path: first.ordinals.path,
            intention: 'ordinal',
          },
        ],
      })
  })

  it('asks the user before it signs, and answers a rejection with 5000', async () => {
    const signing = request<{ address: string; signature: string }>('signMessage', {
      account: first.payment.address,
      message: 'Hello from the dapp',
      protocol: 'bip322',
    })
    const prompt = await nextPrompt()
    expect(prompt.peer?.name).toBe('Bitcoin dapp')
    expect(prompt.request).toMatchObject({
      chainName: BITCOIN_DEVNET_NAME,
      title: 'Sign message (BIP322)',
      details: 'Hello from the dapp',
    })
    service.answer(prompt.key, true)
    const { address, signature } = await signing
    expect(address).toBe(first.payment.address)
    const encoded = base64.encode(hex.decode(signature))
    expect(Verifier.verifySignature(first.payment.address, 'Hello from the dapp', encoded)).toBe(true)

    const refused = request('signMessage', { account: first.payment.address, message: 'No' })
    service.answer((await nextPrompt()).key, false)
    await expect(refused).rejects.toMatchObject({ code: 5000 })
  })

  it('sends a transfer the user approves to the ledger', async () => {
    const sending = request<{ txid: string }>('sendTransfer', {
      account: first.payment.address,
      recipientAddress: second.payment.address,
      amount: '100000',
    })
    const prompt = await nextPrompt()
    expect(prompt.request.title).toBe('Send bitcoin')
    service.answer(prompt.key, true)
    const { txid } = await sending
    const response = await fetch(`${ledger.url}/tx/${txid}`)
    const transaction = (await response.json()) as {
      vout: { scriptpubkey_address?: string; value: number }[]
    }
    expect(transaction.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: second.payment.address, value: 100_000 }),
    )
  })

  it('moves its sessions to another Bitcoin account: the session update, then bip122_addressesChanged', async () => {
    await service.switchBitcoinAccount(1)
    expect(service.getState().bitcoinAddress).toBe(second.payment.address)
    await expect
      .poll(() => updates.at(-1)?.bip122?.accounts)
      .toEqual([`${chainId}:${second.payment.address}`])
    await expect
      .poll(() => (events.at(-1)?.data as { address: string }[] | undefined)?.map((entry) => entry.address))
      .toEqual([second.payment.address, second.ordinals.address])
    // The old account is no longer this wallet's.
    await expect(request('getAccountAddresses', { account: first.payment.address })).rejects.toMatchObject({
      code: 4100,
    })
  })
})
