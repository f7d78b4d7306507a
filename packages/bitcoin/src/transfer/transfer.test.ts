import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hex } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  p2ms,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  p2wsh,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { outputScript } from '../addresses/outputScript.ts'
import { InvalidBitcoinTransactionError } from '../errors/transfer.ts'
import { BITCOIN_CHAINS, REGTEST_CHAIN } from '../networks/bitcoinChains.ts'
import { encodeBase64 } from '../utils/encoding.ts'
import { buildTransfer } from './buildTransfer.ts'
import { finalizePsbt } from './finalizePsbt.ts'
import { decodePsbt, encodePsbt } from './psbt.ts'
import { decodeTransaction, encodeTransaction } from './transaction.ts'

// @scure/btc-signer (a test dependency) is the reference these encoders are checked against.
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }
const MAINNET_CHAIN = BITCOIN_CHAINS[0]!
const key = (seed: number) => {
  const secretKey = new Uint8Array(32).fill(seed)
  return { secretKey, publicKey: secp256k1.getPublicKey(secretKey, true) }
}
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const alice = key(1)
const bob = key(2)
const carol = key(3)

const payments = (network: typeof NETWORK) => ({
  p2pkh: p2pkh(alice.publicKey, network),
  p2wpkh: p2wpkh(alice.publicKey, network),
  'p2sh-p2wpkh': p2sh(p2wpkh(alice.publicKey, network), network),
  p2wsh: p2wsh(p2ms(2, [alice.publicKey, bob.publicKey, carol.publicKey]), network),
  p2tr: p2tr(alice.publicKey.slice(1), undefined, network),
})

describe('outputScript: the script that pays an address', () => {
  it('matches btc-signer for every address type on mainnet and regtest, any letter case for bech32', () => {
    for (const [chain, network] of [
      [MAINNET_CHAIN, NETWORK],
      [REGTEST_CHAIN, REGTEST],
    ] as const) {
      for (const [type, payment] of Object.entries(payments(network))) {
        const expected = hex.encode(OutScript.encode(Address(network).decode(payment.address!)))
        expect(hex.encode(outputScript(payment.address!, chain)!), type).toBe(expected)
      }
      const segwit = payments(network).p2wpkh.address!.toUpperCase()
      expect(hex.encode(outputScript(segwit, chain)!)).toBe(hex.encode(payments(network).p2wpkh.script))
    }
  })

  it("is undefined for another network's address, mixed-case bech32 and what is no address", () => {
    const mainnet = payments(NETWORK)
    const mixed = payments(REGTEST).p2wpkh.address!.replace(/q/, 'Q')
    for (const address of [
      mainnet.p2wpkh.address!,
      mainnet.p2pkh.address!,
      mixed,
      'bcrt1qnotanaddress',
      'hello',
    ])
      expect(outputScript(address, REGTEST_CHAIN), address).toBeUndefined()
  })
})

/** A transaction spending one output of each type, signed by btc-signer but not finalized. */
function signedByReference() {
  const network = REGTEST
  const previous = new Transaction({ allowLegacyWitnessUtxo: true })
  previous.addInput({ txid: new Uint8Array(32).fill(9), index: 0 })
  const pay = payments(network)
  for (const payment of [pay.p2wpkh, pay.p2tr, pay['p2sh-p2wpkh'], pay.p2pkh])
    previous.addOutput({ script: payment.script, amount: 50_000n })
  const previousRaw = previous.toBytes(true, false)
  const previousId = hex.encode(sha256d(previousRaw).reverse())
  const transaction = new Transaction()
  transaction.addInput({
    txid: previousId,
    index: 0,
    witnessUtxo: { script: pay.p2wpkh.script, amount: 50_000n },
  })
  transaction.addInput({
    txid: previousId,
    index: 1,
    witnessUtxo: { script: pay.p2tr.script, amount: 50_000n },
    tapInternalKey: alice.publicKey.slice(1),
  })
  transaction.addInput({
    txid: previousId,
    index: 2,
    witnessUtxo: { script: pay['p2sh-p2wpkh'].script, amount: 50_000n },
    redeemScript: pay['p2sh-p2wpkh'].redeemScript,
  })
  transaction.addInput({ txid: previousId, index: 3, nonWitnessUtxo: previousRaw })
  transaction.addOutputAddress(payments(network).p2wsh.address!, 150_000n, network)
  transaction.sign(alice.secretKey)
  return transaction
}

describe('transactions and PSBTs', () => {
  it('encodes and decodes transactions byte for byte as btc-signer, with and without witnesses', () => {
    const reference = signedByReference()
    reference.finalize()
    for (const witness of [true, false]) {
      const raw = reference.toBytes(true, witness)
      expect(hex.encode(encodeTransaction(decodeTransaction(raw), { witness }))).toBe(hex.encode(raw))
    }
    expect(() => decodeTransaction(Uint8Array.of(1, 0, 0))).toThrow(InvalidBitcoinTransactionError)
  })

  it('writes a PSBT btc-signer reads back: the inputs, their spent outputs and the outputs', () => {
    const script = payments(REGTEST).p2wpkh.script
    const bytes = encodePsbt(
      {
        version: 2,
        inputs: [
          { txid: 'ab'.repeat(32), vout: 3, sequence: 0xffffffff, scriptSig: new Uint8Array(), witness: [] },
        ],
        outputs: [{ amount: 1234n, script }],
        locktime: 0,
      },
      [{ amount: 5000n, script }],
    )
    const read = Transaction.fromPSBT(bytes)
    expect(hex.encode(read.getInput(0).txid!)).toBe('ab'.repeat(32))
    expect(read.getInput(0).index).toBe(3)
    expect(read.getInput(0).witnessUtxo).toEqual({ script, amount: 5000n })
    expect(read.getOutput(0)).toMatchObject({ script, amount: 1234n })
    expect(decodePsbt(bytes).inputs[0]!.witnessUtxo).toEqual({ amount: 5000n, script })
  })
})

describe('finalizePsbt: the raw transaction of a signed PSBT', () => {
  it('finalizes P2WPKH, taproot key-path, P2SH-P2WPKH and P2PKH inputs exactly as btc-signer does', () => {
    const signed = signedByReference()
    const psbt = encodeBase64(signed.toPSBT())
    signed.finalize()
    expect(finalizePsbt(psbt)).toBe(signed.hex)
  })

  it('keeps inputs the wallet finalized itself', () => {
    const signed = signedByReference()
    signed.finalize()
    expect(finalizePsbt(encodeBase64(signed.toPSBT()))).toBe(signed.hex)
  })

  it("refuses an unsigned input, a script it cannot finalize and what is no PSBT: 'The transaction is not fully signed'", () => {
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: payments(REGTEST).p2wpkh.script, amount: 10_000n },
    })
    unsigned.addOutputAddress(payments(REGTEST).p2wpkh.address!, 9_000n, REGTEST)
    const multisig = payments(REGTEST).p2wsh
    const signedMultisig = new Transaction()
    signedMultisig.addInput({
      txid: new Uint8Array(32).fill(2),
      index: 0,
      witnessUtxo: { script: multisig.script, amount: 10_000n },
      witnessScript: multisig.witnessScript,
    })
    signedMultisig.addOutputAddress(payments(REGTEST).p2wpkh.address!, 9_000n, REGTEST)
    signedMultisig.sign(alice.secretKey)
    signedMultisig.sign(bob.secretKey)
    for (const [psbt, details] of [
      [encodeBase64(unsigned.toPSBT()), 'Input 0 has no signature'],
      [encodeBase64(signedMultisig.toPSBT()), 'the wallet must finalize it'],
      ['not base64 at all', undefined],
      [encodeBase64(new Uint8Array(16).fill(1)), 'Not a PSBT'],
    ] as const) {
      expect(() => finalizePsbt(psbt)).toThrow(
        expect.objectContaining({
          name: 'PsbtNotFinalizedError',
          shortMessage: 'The transaction is not fully signed',
          ...(details ? { details: expect.stringContaining(details) } : {}),
        }),
      )
    }
  })
})

describe('buildTransfer', () => {
  const caipNetwork = { id: `bip122:${REGTEST_CHAIN.reference}`, name: 'Bitcoin Regtest' } as never
  const from = payments(REGTEST).p2wpkh.address!

  it("refuses a payment address that is not P2WPKH before asking the chain: 'Unsupported payment address'", async () => {
    await expect(
      buildTransfer({
        caipNetwork,
        from: payments(REGTEST).p2tr.address!,
        recipients: [{ address: from, amount: 1_000n }],
        feeRate: 1,
      }),
    ).rejects.toMatchObject({
      name: 'UnsupportedPaymentAddressError',
      shortMessage: 'Unsupported payment address',
    })
  })

  it("refuses a recipient of another network before asking the chain: 'Invalid Bitcoin address'", async () => {
    const mainnet = payments(NETWORK).p2wpkh.address!
    await expect(
      buildTransfer({ caipNetwork, from, recipients: [{ address: mainnet, amount: 1_000n }], feeRate: 1 }),
    ).rejects.toMatchObject({
      name: 'InvalidBitcoinAddressError',
      details: `${mainnet} is not an address on Bitcoin Regtest.`,
    })
  })
})
