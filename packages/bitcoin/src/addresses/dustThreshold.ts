const OP_0 = 0x00
const OP_1 = 0x51

/**
 * The smallest amount (sats) Bitcoin Core relays to an output script at its default dust relay fee
 * (3 sat/vB): 294 to P2WPKH, 330 to P2WSH, P2TR and later witness versions, 546 to P2PKH, P2SH and
 * anything else.
 *
 * @example
 * dustThreshold(outputScript('bcrt1q…', REGTEST_CHAIN)!) // 294n
 */
export function dustThreshold(script: Uint8Array): bigint {
  const [version, length] = script
  const isWitness =
    script.length === 2 + (length ?? 0) &&
    (version === OP_0 || (version !== undefined && version >= OP_1 && version <= OP_1 + 15))
  if (!isWitness) return 546n
  return version === OP_0 && length === 20 ? 294n : 330n
}
