import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, SigHash, type Transaction } from '@scure/btc-signer'

/**
 * Checks the signatures a wallet put on a PSBT against the inputs' sighashes: ECDSA (`partialSig`) for
 * P2WPKH inputs over the BIP-143 preimage, Schnorr (`tapKeySig`) for taproot key-path inputs over the
 * BIP-341 one, against the output key. Returns the indexes whose signature is valid.
 */
export function verifyPsbtSignatures(transaction: Transaction): number[] {
  const inputs = Array.from({ length: transaction.inputsLength }, (_, index) => transaction.getInput(index))
  const scripts = inputs.map((input) => input.witnessUtxo!.script)
  const amounts = inputs.map((input) => input.witnessUtxo!.amount)
  return inputs.flatMap((input, index) => {
    const [partial] = input.partialSig ?? []
    if (partial) {
      const [publicKey, signature] = partial
      const hashType = signature[signature.length - 1]!
      const hash = transaction.preimageWitnessV0(index, p2pkh(publicKey).script, hashType, amounts[index]!)
      const valid = secp256k1.verify(signature.slice(0, -1), hash, publicKey, {
        prehash: false,
        format: 'der',
      })
      return valid ? [index] : []
    }
    if (input.tapKeySig) {
      const hash = transaction.preimageWitnessV1(index, scripts, SigHash.DEFAULT, amounts)
      return schnorr.verify(input.tapKeySig, hash, scripts[index]!.slice(2)) ? [index] : []
    }
    return []
  })
}
