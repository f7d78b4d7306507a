import { bech32, bech32m, createBase58check, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { sha256 } from '@scure/btc-signer/utils.js'
import { BITCOIN_REGTEST } from './constants.ts'
import { parseScript } from './parseScript.ts'

/** Esplora's `scriptpubkey_type` names. */
export type EsploraScriptType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'unknown'

export type DescribeScriptReturnType = {
  /** rust-bitcoin's asm, as Esplora shows it: `OP_0 OP_PUSHBYTES_20 3d0d…`. */
  asm: string
  type: EsploraScriptType
  /** The regtest address paying to the script, when it has one. */
  address: string | undefined
}

const OPCODE_NAMES = new Map<number, string>(
  Object.entries(btc.OP).flatMap(([name, opcode]) => (typeof opcode === 'number' ? [[opcode, name]] : [])),
)

// rust-bitcoin's names where @scure/btc-signer's differ; Esplora prints rust-bitcoin's.
function opcodeName(opcode: number): string {
  if (opcode === 0) return 'OP_0'
  if (opcode === 0x4f) return 'OP_PUSHNUM_NEG1'
  if (opcode >= 0x51 && opcode <= 0x60) return `OP_PUSHNUM_${opcode - 0x50}`
  if (opcode === 0xb1) return 'OP_CLTV'
  if (opcode === 0xb2) return 'OP_CSV'
  if (opcode === 0xff) return 'OP_INVALIDOPCODE'
  const name = OPCODE_NAMES.get(opcode)
  return name === undefined ? `OP_RETURN_${opcode}` : `OP_${name}`
}

function toAsm(script: Uint8Array): string {
  return parseScript(script)
    .map(({ opcode, data, truncated }) => {
      if (truncated) return '<push past end>'
      if (data === undefined || opcode === 0) return opcodeName(opcode)
      const push = opcode < 0x4c ? `OP_PUSHBYTES_${opcode}` : `OP_PUSHDATA${2 ** (opcode - 0x4c)}`
      return `${push} ${hex.encode(data)}`
    })
    .join(' ')
}

function typeOf(script: Uint8Array): EsploraScriptType {
  const [first, second] = script
  const last = script.at(-1)
  if (script.length === 0) return 'empty'
  if (first === 0x6a) return 'op_return'
  if ((script.length === 35 && first === 33) || (script.length === 67 && first === 65)) {
    return last === 0xac ? 'p2pk' : 'unknown'
  }
  if (script.length === 25 && first === 0x76 && second === 0xa9 && script[2] === 20) {
    return script[23] === 0x88 && last === 0xac ? 'p2pkh' : 'unknown'
  }
  if (script.length === 23 && first === 0xa9 && second === 20 && last === 0x87) return 'p2sh'
  if (script.length === 22 && first === 0 && second === 20) return 'v0_p2wpkh'
  if (script.length === 34 && first === 0 && second === 32) return 'v0_p2wsh'
  if (script.length === 34 && first === 0x51 && second === 32) return 'v1_p2tr'
  return 'unknown'
}

const base58check = createBase58check(sha256)

// Encoded from the script's bytes: @scure/btc-signer refuses a P2TR key off the curve, which is still a
// valid output (and address) to bitcoind.
function addressOf(type: EsploraScriptType, script: Uint8Array): string | undefined {
  const program = script.subarray(2)
  switch (type) {
    case 'p2pkh':
      return base58check.encode(Uint8Array.of(BITCOIN_REGTEST.pubKeyHash, ...script.subarray(3, 23)))
    case 'p2sh':
      return base58check.encode(Uint8Array.of(BITCOIN_REGTEST.scriptHash, ...script.subarray(2, 22)))
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
      return bech32.encode(BITCOIN_REGTEST.bech32, [0, ...bech32.toWords(program)])
    case 'v1_p2tr':
      return bech32m.encode(BITCOIN_REGTEST.bech32, [1, ...bech32m.toWords(program)])
    default:
      return undefined
  }
}

/**
 * What Esplora says about a script: its asm, its type and its regtest address.
 *
 * @example
 * describeScript(btc.p2wpkh(publicKey, BITCOIN_REGTEST).script)
 * // { asm: 'OP_0 OP_PUSHBYTES_20 …', type: 'v0_p2wpkh', address: 'bcrt1q…' }
 */
export function describeScript(script: Uint8Array): DescribeScriptReturnType {
  const type = typeOf(script)
  return { asm: toAsm(script), type, address: addressOf(type, script) }
}
