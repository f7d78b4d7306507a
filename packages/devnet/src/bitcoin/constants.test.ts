import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../accounts.ts'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_REGTEST } from './constants.ts'

describe('Bitcoin dev accounts', () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEV_MNEMONIC))

  it.each(BITCOIN_DEV_ACCOUNTS.map((account, index) => [index, account] as const))(
    'account %i derives from the devnet mnemonic (BIP-84 payment, BIP-86 ordinals)',
    (_index, account) => {
      const payment = root.derive(account.payment.path)
      const ordinals = root.derive(account.ordinals.path)
      expect(hex.encode(payment.privateKey!)).toBe(account.payment.privateKey)
      expect(hex.encode(payment.publicKey!)).toBe(account.payment.publicKey)
      expect(btc.p2wpkh(payment.publicKey!, BITCOIN_REGTEST).address).toBe(account.payment.address)
      const internalKey = ordinals.publicKey!.slice(1)
      expect(hex.encode(internalKey)).toBe(account.ordinals.publicKey)
      expect(hex.encode(ordinals.privateKey!)).toBe(account.ordinals.privateKey)
      expect(btc.p2tr(internalKey, undefined, BITCOIN_REGTEST).address).toBe(account.ordinals.address)
    },
  )
})
