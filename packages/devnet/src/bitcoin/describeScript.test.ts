import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_REGTEST } from './constants.ts'
import { describeScript } from './describeScript.ts'

const hash20 = '89abcdefabbaabbaabbaabbaabbaabbaabbaabba'
const key32 = 'a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c'

describe("scripts in Esplora's words (rust-bitcoin asm, scriptpubkey_type, regtest address)", () => {
  it.each([
    [
      `76a914${hash20}88ac`,
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUALVERIFY OP_CHECKSIG`,
      'p2pkh',
    ],
    [`a914${hash20}87`, `OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUAL`, 'p2sh'],
    [`0014${hash20}`, `OP_0 OP_PUSHBYTES_20 ${hash20}`, 'v0_p2wpkh'],
    [`0020${key32}`, `OP_0 OP_PUSHBYTES_32 ${key32}`, 'v0_p2wsh'],
    [`5120${key32}`, `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${key32}`, 'v1_p2tr'],
    ['6a0401020304', 'OP_RETURN OP_PUSHBYTES_4 01020304', 'op_return'],
    [
      '4c02abcdb1b24fbaff',
      'OP_PUSHDATA1 abcd OP_CLTV OP_CSV OP_PUSHNUM_NEG1 OP_CHECKSIGADD OP_INVALIDOPCODE',
      'unknown',
    ],
    ['0005ab', 'OP_0 <push past end>', 'unknown'],
    ['', '', 'empty'],
  ])('%s', (script, asm, type) => {
    expect(describeScript(hex.decode(script))).toMatchObject({ asm, type })
  })

  it('gives P2PKH, P2SH, P2WPKH and P2TR scripts their regtest addresses', () => {
    const [account] = BITCOIN_DEV_ACCOUNTS
    const publicKey = hex.decode(account.payment.publicKey)
    const payments = [
      btc.p2pkh(publicKey, BITCOIN_REGTEST),
      btc.p2sh(btc.p2wpkh(publicKey, BITCOIN_REGTEST), BITCOIN_REGTEST),
      btc.p2wpkh(publicKey, BITCOIN_REGTEST),
      btc.p2tr(hex.decode(account.ordinals.publicKey), undefined, BITCOIN_REGTEST),
    ]
    expect(payments.map((payment) => describeScript(payment.script).address)).toEqual(
      payments.map((payment) => payment.address),
    )
    expect(payments.map((payment) => payment.address)).toEqual([
      expect.stringMatching(/^[mn]/),
      expect.stringMatching(/^2/),
      account.payment.address,
      account.ordinals.address,
    ])
  })
})
