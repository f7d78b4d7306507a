import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import * as btc from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils.js'
import { describeScript } from './describeScript.ts'
import { parseScript } from './parseScript.ts'
import type { BitcoinOutput } from './types.ts'

export type VerifyInputScriptParameters = {
  /** The transaction, parsed by @scure/btc-signer (it computes the signature hashes). */
  transaction: btc.Transaction
  index: number
  /** The outputs every input spends, in input order (a taproot signature commits to all of them). */
  prevouts: readonly BitcoinOutput[]
}

// bitcoind's script error texts (ScriptErrorString).
const EVAL_FALSE = 'Script evaluated without error but finished with a false/empty top stack element'
const INVALID_STACK_OPERATION = 'Operation not valid with the current stack size'
const EQUALVERIFY = 'Script failed an OP_EQUALVERIFY operation'
const SIG_DER = 'Non-canonical DER signature'
const SIG_HIGH_S = 'Non-canonical signature: S value is unnecessarily high'
const SIG_HASHTYPE = 'Signature hash type missing or not understood'
const PUBKEYTYPE = 'Public key is neither compressed or uncompressed'
const WITNESS_PUBKEYTYPE = 'Using non-compressed keys in segwit'
const NULLFAIL = 'Signature must be zero for failed CHECK(MULTI)SIG operation'
const CLEANSTACK = 'Stack size must be exactly one after execution'
const WITNESS_MALLEATED = 'Witness requires empty scriptSig'
const WITNESS_MALLEATED_P2SH = 'Witness requires only-redeemscript scriptSig'
const WITNESS_UNEXPECTED = 'Witness provided for non-witness script'
const WITNESS_PROGRAM_MISMATCH = 'Witness program hash mismatch'
const WITNESS_PROGRAM_EMPTY = 'Witness program was passed an empty witness'
const SCHNORR_SIG_SIZE = 'Invalid Schnorr signature size'
const SCHNORR_SIG_HASHTYPE = 'Invalid Schnorr signature hash type'
const SCHNORR_SIG = 'Invalid Schnorr signature'

const SUPPORTED = 'p2pkh, p2sh-p2wpkh, v0_p2wpkh and v1_p2tr key-path'

// A rule consensus enforces fails "mandatory"; a policy-only rule (the signature would still be
// valid in a block) fails "non-mandatory". bitcoind names the first error either way.
const mandatory = (error: string) => `mandatory-script-verify-flag-failed (${error})`
const nonMandatory = (error: string) => `non-mandatory-script-verify-flag (${error})`

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

function attempt<T>(run: () => T): T | undefined {
  try {
    return run()
  } catch {
    return undefined
  }
}

/** BIP-66 strict DER, with the trailing sighash byte (bitcoind's IsValidSignatureEncoding). */
function isStrictDer(signature: Uint8Array): boolean {
  const at = (index: number) => signature[index] ?? 0
  const length = signature.length
  if (length < 9 || length > 73 || at(0) !== 0x30 || at(1) !== length - 3) return false
  const lengthR = at(3)
  if (5 + lengthR >= length) return false
  const lengthS = at(5 + lengthR)
  if (lengthR + lengthS + 7 !== length) return false
  if (at(2) !== 0x02 || lengthR === 0 || at(4) & 0x80) return false
  if (lengthR > 1 && at(4) === 0 && !(at(5) & 0x80)) return false
  if (at(lengthR + 4) !== 0x02 || lengthS === 0 || at(lengthR + 6) & 0x80) return false
  return !(lengthS > 1 && at(lengthR + 6) === 0 && !(at(lengthR + 7) & 0x80))
}

const isPublicKeyEncoding = (key: Uint8Array) =>
  (key.length === 33 && (key[0] === 2 || key[0] === 3)) || (key.length === 65 && key[0] === 4)

/** OP_CHECKSIG before taproot, as bitcoind's standard script flags run it. */
function checkEcdsa(
  signature: Uint8Array,
  publicKey: Uint8Array,
  sighash: (hashType: number) => Uint8Array,
  segwit: boolean,
): string | undefined {
  if (signature.length === 0) return mandatory(EVAL_FALSE)
  if (!isStrictDer(signature)) return mandatory(SIG_DER)
  const hashType = signature.at(-1)!
  const parsed = attempt(() => secp256k1.Signature.fromDER(signature.subarray(0, -1)))
  const message = attempt(() => sighash(hashType))
  const valid =
    parsed !== undefined &&
    message !== undefined &&
    attempt(() =>
      secp256k1.verify(parsed.normalizeS().toBytes('compact'), message, publicKey, {
        format: 'compact',
        prehash: false,
        lowS: true,
      }),
    ) === true
  const policyError = parsed?.hasHighS()
    ? SIG_HIGH_S
    : ![1, 2, 3].includes(hashType & ~0x80)
      ? SIG_HASHTYPE
      : !isPublicKeyEncoding(publicKey)
        ? PUBKEYTYPE
        : segwit && publicKey.length !== 33
          ? WITNESS_PUBKEYTYPE
          : valid
            ? undefined
            : NULLFAIL
  if (policyError === undefined) return undefined
  return valid ? nonMandatory(policyError) : mandatory(policyError)
}

/** The stack a push-only scriptSig leaves (OP_n push their number). */
function stackOf(scriptSig: Uint8Array): Uint8Array[] {
  return parseScript(scriptSig).map(({ opcode, data }) => {
    if (data !== undefined) return data
    if (opcode === 0x4f) return Uint8Array.of(0x81)
    return Uint8Array.of(opcode - 0x50)
  })
}

/**
 * Checks one input's signature against the output it spends, the way bitcoind's standard script
 * flags do, for the output types wallets sign: P2WPKH (ECDSA, BIP-143 sighash), P2TR key path
 * (Schnorr, BIP-341 sighash), P2PKH (legacy sighash) and P2SH-P2WPKH. Other spends are refused:
 * this ledger does not run scripts.
 *
 * @returns undefined when the input is valid, else bitcoind's reason, e.g.
 * "mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)".
 *
 * @example
 * const reason = verifyInputScript({ transaction: btc.Transaction.fromRaw(raw), index: 0, prevouts })
 */
export function verifyInputScript(parameters: VerifyInputScriptParameters): string | undefined {
  const { transaction, index, prevouts } = parameters
  const input = transaction.getInput(index)
  const scriptSig = input.finalScriptSig ?? new Uint8Array()
  const witness = input.finalScriptWitness ?? []
  const prevout = prevouts[index]!
  const unsupported = (type: string) =>
    `devnet-unsupported-script, input ${index} spends a ${type} output; the Portico devnet verifies ${SUPPORTED} spends only`

  const checkP2wpkh = (hash: Uint8Array) => {
    if (witness.length !== 2) return mandatory(WITNESS_PROGRAM_MISMATCH)
    const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
    if (!equalBytes(hash160(publicKey), hash)) return mandatory(EQUALVERIFY)
    const scriptCode = btc.OutScript.encode({ type: 'pkh', hash })
    return checkEcdsa(
      signature,
      publicKey,
      (hashType) => transaction.preimageWitnessV0(index, scriptCode, hashType, prevout.value),
      true,
    )
  }

  const checkTaprootKeyPath = (outputKey: Uint8Array) => {
    if (witness.length === 0) return mandatory(WITNESS_PROGRAM_EMPTY)
    if (witness.length > 1) {
      // An annex (last item starting 0x50) is not relayed by bitcoind; two or more items is a script path.
      return witness.at(-1)![0] === 0x50 ? 'bad-witness-nonstandard' : unsupported('v1_p2tr script-path')
    }
    const signature = witness[0]!
    if (signature.length !== 64 && signature.length !== 65) return mandatory(SCHNORR_SIG_SIZE)
    const hashType = signature.length === 65 ? signature[64]! : 0
    const knownHashType = [0, 1, 2, 3, 0x81, 0x82, 0x83].includes(hashType)
    if ((signature.length === 65 && hashType === 0) || !knownHashType) return mandatory(SCHNORR_SIG_HASHTYPE)
    const message = attempt(() =>
      transaction.preimageWitnessV1(
        index,
        prevouts.map((output) => output.script),
        hashType,
        prevouts.map((output) => output.value),
      ),
    )
    if (message === undefined) return mandatory(SCHNORR_SIG_HASHTYPE)
    const valid = attempt(() => schnorr.verify(signature.subarray(0, 64), message, outputKey)) === true
    return valid ? undefined : mandatory(SCHNORR_SIG)
  }

  const checkP2pkh = (hash: Uint8Array) => {
    if (witness.length > 0) return mandatory(WITNESS_UNEXPECTED)
    const stack = stackOf(scriptSig)
    if (stack.length < 2) return mandatory(INVALID_STACK_OPERATION)
    const [signature, publicKey] = stack.slice(-2) as [Uint8Array, Uint8Array]
    if (!equalBytes(hash160(publicKey), hash)) return mandatory(EQUALVERIFY)
    // @scure/btc-signer computes the legacy sighash but keeps the method private.
    const legacy = transaction as unknown as {
      preimageLegacy(index: number, script: Uint8Array, hashType: number): Uint8Array
    }
    const failure = checkEcdsa(
      signature,
      publicKey,
      (hashType) => legacy.preimageLegacy(index, prevout.script, hashType),
      false,
    )
    return failure ?? (stack.length > 2 ? nonMandatory(CLEANSTACK) : undefined)
  }

  const checkP2shP2wpkh = (hash: Uint8Array) => {
    const stack = stackOf(scriptSig)
    const redeemScript = stack.at(-1)
    if (redeemScript === undefined) return mandatory(INVALID_STACK_OPERATION)
    if (!equalBytes(hash160(redeemScript), hash)) return mandatory(EVAL_FALSE)
    const redeem = attempt(() => btc.OutScript.decode(redeemScript))
    if (redeem?.type !== 'wpkh') return unsupported('p2sh (not p2sh-p2wpkh)')
    if (!equalBytes(scriptSig, btc.Script.encode([redeemScript]))) return mandatory(WITNESS_MALLEATED_P2SH)
    return checkP2wpkh(redeem.hash)
  }

  const output = attempt(() => btc.OutScript.decode(prevout.script))
  switch (output?.type) {
    case 'wpkh':
      return scriptSig.length > 0 ? mandatory(WITNESS_MALLEATED) : checkP2wpkh(output.hash)
    case 'tr':
      return scriptSig.length > 0 ? mandatory(WITNESS_MALLEATED) : checkTaprootKeyPath(output.pubkey)
    case 'pkh':
      return checkP2pkh(output.hash)
    case 'sh':
      return checkP2shP2wpkh(output.hash)
    default:
      return unsupported(describeScript(prevout.script).type)
  }
}
