import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_REGTEST } from '../../bitcoin/constants.ts'
import type { DevWalletStorage } from '../provider.ts'
import { createBitcoinDevWallet } from './createBitcoinDevWallet.ts'

const [first, second] = BITCOIN_DEV_ACCOUNTS

function memoryStorage(): DevWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

type Features = {
  'bitcoin:connect': {
    connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(input: { account: WalletAccount; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction': {
    signTransaction(input: {
      psbt: Uint8Array
      chain: string
      inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
    }): Promise<{ signedPsbt: Uint8Array }[]>
  }
  'standard:events': {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
}

function setUp(autoApprove: boolean | 'reject' = true) {
  const storage = memoryStorage()
  const bitcoin = createBitcoinDevWallet({ autoApprove, storage, esploraUrl: 'http://127.0.0.1:9' })
  const features = bitcoin.wallet.features as unknown as Features
  return { bitcoin, features, storage }
}

/** A PSBT spending a payment output (input 0), an ordinals output (input 1) and someone else's (input 2). */
function threeInputPsbt(): Transaction {
  const transaction = new Transaction()
  const scripts = [
    p2wpkh(hex.decode(first.payment.publicKey), BITCOIN_REGTEST).script,
    p2tr(hex.decode(first.ordinals.publicKey), undefined, BITCOIN_REGTEST).script,
    p2wpkh(hex.decode(second.payment.publicKey), BITCOIN_REGTEST).script,
  ]
  for (const [index, script] of scripts.entries())
    transaction.addInput({
      txid: `${'ab'.repeat(31)}0${index}`,
      index,
      witnessUtxo: { script, amount: 50_000n },
    })

  transaction.addOutputAddress(second.payment.address, 120_000n, BITCOIN_REGTEST)
  return transaction
}

describe('the dev wallet on Bitcoin, wallet-standard face (docs/rules/entities.md bip122 accounts, permissions.md approval)', () => {
  it('connects with the payment and ordinals accounts in the order of the purposes asked for', async () => {
    const { bitcoin, features, storage } = setUp()
    expect(bitcoin.wallet.chains).toEqual(['bitcoin:regtest'])
    expect(bitcoin.wallet.accounts).toEqual([])
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['ordinals', 'payment'] })
    expect(accounts.map((account) => account.address)).toEqual([
      first.ordinals.address,
      first.payment.address,
    ])
    expect(hex.encode(Uint8Array.from(accounts[1]!.publicKey))).toBe(first.payment.publicKey)
    expect(bitcoin.wallet.accounts.map((account) => account.address)).toEqual([
      first.payment.address,
      first.ordinals.address,
    ])
    const reloaded = createBitcoinDevWallet({ autoApprove: 'reject', storage })
    expect(reloaded.wallet.accounts).toHaveLength(2)
  })

  it('signs messages with BIP-322 that verify against the payment and the ordinals address', async () => {
    const { features } = setUp()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    for (const account of accounts) {
      const [output] = await features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode('Hello Portico'),
      })
      const signature = base64.encode(output!.signature)
      expect(Verifier.verifySignature(account.address, 'Hello Portico', signature)).toBe(true)
      expect(Verifier.verifySignature(account.address, 'Hello Portico!', signature)).toBe(false)
    }
  })

  it('signs exactly the requested inputs of a PSBT', async () => {
    const { features } = setUp()
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const [output] = await features['bitcoin:signTransaction'].signTransaction({
      psbt: threeInputPsbt().toPSBT(),
      chain: 'bitcoin:regtest',
      inputsToSign: [
        { account: accounts[0]!, signingIndexes: [0] },
        { account: accounts[1]!, signingIndexes: [1] },
      ],
    })
    const signed = Transaction.fromPSBT(output!.signedPsbt)
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(hex.decode(first.payment.publicKey))
    expect(signed.getInput(1).tapKeySig).toHaveLength(64)
    expect(signed.getInput(2).partialSig).toBeUndefined()
    signed.finalizeIdx(0)
    signed.finalizeIdx(1)
    expect(() => signed.finalizeIdx(2)).toThrow()
  })

  it('rejects with 4001 when the visitor declines, and reports account changes and revocation', async () => {
    const declined = setUp('reject')
    await expect(
      declined.features['bitcoin:connect'].connect({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })

    const { bitcoin, features } = setUp()
    await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const changes: (readonly WalletAccount[] | undefined)[] = []
    const stop = features['standard:events'].on('change', (properties) => changes.push(properties.accounts))
    bitcoin.setAccount(1)
    bitcoin.disconnect()
    stop()
    expect(changes.map((accounts) => accounts?.map((account) => account.address))).toEqual([
      [second.payment.address, second.ordinals.address],
      [],
    ])
  })
})

describe('the dev wallet on Bitcoin, sats-connect face', () => {
  it('answers JSON-RPC 2.0: accounts with purposes, BIP-322 and ECDSA messages that verify', async () => {
    const { bitcoin } = setUp()
    const { provider } = bitcoin
    expect(await provider.request('wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
    const connected = await provider.request('wallet_connect', {
      addresses: ['payment', 'ordinals'],
      network: 'Regtest',
    })
    expect(connected).toMatchObject({
      jsonrpc: '2.0',
      result: {
        addresses: [
          {
            address: first.payment.address,
            purpose: 'payment',
            addressType: 'p2wpkh',
            path: first.payment.path,
          },
          {
            address: first.ordinals.address,
            purpose: 'ordinals',
            addressType: 'p2tr',
            publicKey: first.ordinals.publicKey,
          },
        ],
        network: { bitcoin: { name: 'Regtest' } },
      },
    })
    const message = 'Sign in to Portico'
    for (const [address, protocol] of [
      [first.payment.address, 'BIP322'],
      [first.payment.address, 'ECDSA'],
      [first.ordinals.address, 'BIP322'],
    ] as const) {
      const answer = (await provider.request('signMessage', { address, message, protocol })) as {
        result: { signature: string; protocol: string; address: string }
      }
      expect(answer.result).toMatchObject({ address, protocol })
      expect(Verifier.verifySignature(address, message, answer.result.signature)).toBe(true)
    }
    // sats-connect's default protocol: ECDSA for a P2WPKH address.
    const legacy = (await provider.request('signMessage', { address: first.payment.address, message })) as {
      result: { signature: string; protocol: string }
    }
    expect(legacy.result.protocol).toBe('ECDSA')
    expect(base64.decode(legacy.result.signature)).toHaveLength(65)
    expect(
      await provider.request('signMessage', { address: first.ordinals.address, message, protocol: 'ECDSA' }),
    ).toMatchObject({ error: { code: -32602 } })
  })

  it('signs the PSBT inputs listed per address, and maps a refusal to -32000', async () => {
    const { bitcoin } = setUp()
    await bitcoin.provider.request('getAccounts', { purposes: ['payment', 'ordinals'] })
    const answer = (await bitcoin.provider.request('signPsbt', {
      psbt: base64.encode(threeInputPsbt().toPSBT()),
      signInputs: { [first.payment.address]: [0] },
    })) as { result: { psbt: string; txid?: string } }
    const signed = Transaction.fromPSBT(base64.decode(answer.result.psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signed.getInput(1).tapKeySig).toBeUndefined()
    expect(answer.result.txid).toBeUndefined()

    bitcoin.setAutoApprove('reject')
    expect(await bitcoin.provider.request('signPsbt', { psbt: answer.result.psbt })).toMatchObject({
      error: { code: -32000 },
    })
    expect(await bitcoin.provider.request('wallet_changeNetwork', { name: 'Mainnet' })).toMatchObject({
      error: { code: -32602 },
    })
    expect(await bitcoin.provider.request('stx_getAccounts')).toMatchObject({ error: { code: -32601 } })
  })

  it('emits accountChange with the new addresses and disconnect on revocation, to both listener forms', async () => {
    const { bitcoin } = setUp()
    await bitcoin.provider.request('wallet_connect', null)
    const events: string[] = []
    const stopObject = bitcoin.provider.addListener({
      eventName: 'accountChange',
      cb: (event) => events.push(`${event.type}:${event.addresses?.[0]?.address}`),
    })
    const stopPositional = bitcoin.provider.addListener('disconnect', (event) => events.push(event.type))
    bitcoin.setAccount(1)
    await bitcoin.provider.request('wallet_disconnect', null)
    stopObject()
    stopPositional()
    expect(events).toEqual([`accountChange:${second.payment.address}`, 'disconnect'])
    expect(bitcoin.wallet.accounts).toEqual([])
  })
})
