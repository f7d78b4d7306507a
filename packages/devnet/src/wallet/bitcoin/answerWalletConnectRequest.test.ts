import { base64, hex } from '@scure/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS } from '../../bitcoin/constants.ts'
import type { DevWalletStorage } from '../provider.ts'
import { answerWalletConnectRequest } from './answerWalletConnectRequest.ts'
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

async function connected(autoApprove: boolean | 'reject' = true) {
  const bitcoin = createBitcoinDevWallet({
    autoApprove,
    storage: memoryStorage(),
    esploraUrl: 'http://127.0.0.1:9',
  })
  bitcoin.setAutoApprove(true)
  await bitcoin.provider.request('wallet_connect', null)
  bitcoin.setAutoApprove(autoApprove)
  return bitcoin
}

const answer = (
  bitcoin: Awaited<ReturnType<typeof connected>>,
  method: string,
  params: Record<string, unknown>,
) => answerWalletConnectRequest(bitcoin, { method, params: { account: first.payment.address, ...params } })

describe("the dev wallet's WalletConnect Bitcoin methods (docs/rules/permissions.md approval, errors.md provider codes)", () => {
  it('lists the payment then the ordinals address, filtered by intention', async () => {
    const bitcoin = await connected()
    expect(await answer(bitcoin, 'getAccountAddresses', {})).toEqual([
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
    ])
    expect(await answer(bitcoin, 'getAccountAddresses', { intentions: ['ordinal'] })).toEqual([
      expect.objectContaining({ address: first.ordinals.address }),
    ])
  })

  it('signs messages with ECDSA by default and BIP-322 on request, the signature in hex', async () => {
    const bitcoin = await connected()
    const ecdsa = (await answer(bitcoin, 'signMessage', { message: 'hi' })) as { signature: string }
    expect(hex.decode(ecdsa.signature)).toHaveLength(65)
    const bip322 = (await answer(bitcoin, 'signMessage', {
      message: 'hi',
      address: first.ordinals.address,
      protocol: 'bip322',
    })) as { address: string; signature: string; messageHash: string }
    expect(bip322.address).toBe(first.ordinals.address)
    expect(bip322.messageHash).toMatch(/^[0-9a-f]{64}$/)
    expect(
      Verifier.verifySignature(first.ordinals.address, 'hi', base64.encode(hex.decode(bip322.signature))),
    ).toBe(true)
  })

  it('refuses what it cannot do with the provider codes: 4001, 4100, 4200 and -32602', async () => {
    const rejecting = await connected('reject')
    await expect(answer(rejecting, 'signMessage', { message: 'no' })).rejects.toMatchObject({ code: 4001 })
    const bitcoin = await connected()
    await expect(
      answerWalletConnectRequest(bitcoin, {
        method: 'signMessage',
        params: { account: second.payment.address, message: 'x' },
      }),
    ).rejects.toMatchObject({ code: 4100 })
    bitcoin.disconnect()
    await expect(answer(bitcoin, 'getAccountAddresses', {})).rejects.toMatchObject({ code: 4100 })
    await expect(answer(bitcoin, 'signTransaction', {})).rejects.toMatchObject({ code: 4200 })
    const ready = await connected()
    await expect(answer(ready, 'signMessage', { message: 'x', protocol: 'bip137' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      answer(ready, 'signPsbt', {
        psbt: 'cHNidP8=',
        signInputs: [{ address: first.payment.address, index: 0, sighashTypes: [3] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    const transfer = { recipientAddress: second.payment.address, amount: '1000' }
    await expect(answer(ready, 'sendTransfer', { ...transfer, amount: '0.5' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(answer(ready, 'sendTransfer', { ...transfer, memo: '00' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(
      answer(ready, 'sendTransfer', { ...transfer, changeAddress: first.ordinals.address }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
