import { BITCOIN_DEV_ACCOUNTS, BITCOIN_REGTEST } from '@portico/devnet/bitcoin'
import { createBitcoinDevWallet, installSatsConnectProvider } from '@portico/devnet/wallet'
import {
  AddressPurpose,
  accountChangeSchema,
  addListener,
  connectResultSchema,
  getAccountsResultSchema,
  getProviders,
  MessageSigningProtocols,
  RpcErrorCode,
  request,
  signMessageResultSchema,
  signPsbtResultSchema,
} from '@sats-connect/core'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getSatsConnectProviders } from '../../connectors/getSatsConnectProviders.ts'
import { memoryStorage } from '../../testing/memoryStorage.ts'
import { verifyPsbtSignatures } from '../../testing/verifyPsbtSignatures.ts'

// sats-connect reads `window.btc_providers` and the provider at the window path of its id.
Object.assign(globalThis, { window: new EventTarget() })

const [first, second] = BITCOIN_DEV_ACCOUNTS
const wallet = createBitcoinDevWallet({ autoApprove: true, storage: memoryStorage() })
installSatsConnectProvider(wallet)
const providerId = wallet.providerInfo.id

describe("the dev wallet's provider through @sats-connect/core's own request and addListener", () => {
  it('is listed in window.btc_providers, for sats-connect and for our discovery alike', () => {
    expect(getProviders()).toEqual([expect.objectContaining({ id: providerId, name: 'Portico Dev Wallet' })])
    expect(getSatsConnectProviders()).toEqual([{ info: wallet.providerInfo, provider: wallet.provider }])
  })

  it('wallet_connect and getAccounts answer results that pass sats-connect’s schemas', async () => {
    const connected = await request(
      'wallet_connect',
      { addresses: [AddressPurpose.Payment, AddressPurpose.Ordinals] },
      providerId,
    )
    expect(connected.status).toBe('success')
    if (connected.status !== 'success') return
    const result = v.parse(connectResultSchema, connected.result)
    expect(result.addresses.map((address) => [address.purpose, address.address])).toEqual([
      ['payment', first.payment.address],
      ['ordinals', first.ordinals.address],
    ])
    expect(result.network.bitcoin.name).toBe('Regtest')

    const accounts = await request('getAccounts', { purposes: [AddressPurpose.Ordinals] }, providerId)
    expect(accounts.status === 'success' && v.parse(getAccountsResultSchema, accounts.result)).toEqual([
      expect.objectContaining({ address: first.ordinals.address, addressType: 'p2tr' }),
    ])
  })

  it('signMessage with BIP322 and ECDSA: valid results whose signatures verify', async () => {
    for (const protocol of [MessageSigningProtocols.BIP322, MessageSigningProtocols.ECDSA]) {
      const answer = await request(
        'signMessage',
        { address: first.payment.address, message: 'interop', protocol },
        providerId,
      )
      expect(answer.status).toBe('success')
      if (answer.status !== 'success') return
      const result = v.parse(signMessageResultSchema, answer.result)
      expect(result.protocol).toBe(protocol)
      expect(Verifier.verifySignature(first.payment.address, 'interop', result.signature)).toBe(true)
    }
  })

  it('signPsbt signs the inputs of signInputs', async () => {
    const transaction = new Transaction()
    transaction.addInput({
      txid: 'ef'.repeat(32),
      index: 0,
      witnessUtxo: {
        script: p2wpkh(hex.decode(first.payment.publicKey), BITCOIN_REGTEST).script,
        amount: 9_000n,
      },
    })
    transaction.addOutputAddress(second.payment.address, 8_000n, BITCOIN_REGTEST)
    const answer = await request(
      'signPsbt',
      { psbt: base64.encode(transaction.toPSBT()), signInputs: { [first.payment.address]: [0] } },
      providerId,
    )
    expect(answer.status).toBe('success')
    if (answer.status !== 'success') return
    const result = v.parse(signPsbtResultSchema, answer.result)
    expect(verifyPsbtSignatures(Transaction.fromPSBT(base64.decode(result.psbt)))).toEqual([0])
  })

  it('a refusal is an error response with USER_REJECTION', async () => {
    wallet.setAutoApprove('reject')
    const answer = await request('signMessage', { address: first.payment.address, message: 'no' }, providerId)
    wallet.setAutoApprove(true)
    expect(answer).toMatchObject({ status: 'error', error: { code: RpcErrorCode.USER_REJECTION } })
  })

  it('addListener delivers accountChange events that pass sats-connect’s schema', () => {
    const events: unknown[] = []
    const stop = addListener('accountChange', (event: unknown) => events.push(event), providerId)
    wallet.setAccount(1)
    wallet.setAccount(0)
    stop()
    expect(events).toHaveLength(2)
    const event = v.parse(accountChangeSchema, events[0])
    expect(event.addresses?.[0]?.address).toBe(second.payment.address)
  })
})
