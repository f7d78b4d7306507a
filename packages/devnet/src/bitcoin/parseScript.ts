/** One operation of a script: the opcode and, for a push, the pushed bytes. */
export type ScriptOperation = {
  opcode: number
  /** The pushed bytes (empty for OP_0); undefined for other opcodes. */
  data: Uint8Array | undefined
  /** A push that runs past the end of the script (always the last operation). */
  truncated: boolean
}

const OP_PUSHDATA1 = 0x4c
const OP_PUSHDATA4 = 0x4e

/**
 * Splits a script into its operations, reading pushes (OP_0, OP_PUSHBYTES_n, OP_PUSHDATA1/2/4) as
 * bitcoind does.
 *
 * @example
 * parseScript(hex.decode('0014…')) // [{ opcode: 0, data: Uint8Array(0) }, { opcode: 20, data: Uint8Array(20) }]
 */
export function parseScript(script: Uint8Array): ScriptOperation[] {
  const view = new DataView(script.buffer, script.byteOffset, script.byteLength)
  const operations: ScriptOperation[] = []
  let offset = 0
  while (offset < script.length) {
    const opcode = script[offset]!
    offset += 1
    if (opcode > OP_PUSHDATA4) {
      operations.push({ opcode, data: undefined, truncated: false })
      continue
    }
    const lengthSize = opcode < OP_PUSHDATA1 ? 0 : 2 ** (opcode - OP_PUSHDATA1)
    if (offset + lengthSize > script.length) {
      operations.push({ opcode, data: undefined, truncated: true })
      break
    }
    const length =
      lengthSize === 0
        ? opcode
        : lengthSize === 1
          ? view.getUint8(offset)
          : lengthSize === 2
            ? view.getUint16(offset, true)
            : view.getUint32(offset, true)
    offset += lengthSize
    if (offset + length > script.length) {
      operations.push({ opcode, data: undefined, truncated: true })
      break
    }
    operations.push({ opcode, data: script.subarray(offset, offset + length), truncated: false })
    offset += length
  }
  return operations
}
