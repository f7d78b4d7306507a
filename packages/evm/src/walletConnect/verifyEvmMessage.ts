import { concat, type Hex, hashMessage, isAddressEqual, isHex, numberToHex, pad, size, slice } from 'viem'

export type VerifyEvmMessageParameters = {
  rpcUrl: string
  address: string
  message: string
  signature: string
}

const ECRECOVER_PRECOMPILE = '0x0000000000000000000000000000000000000001'
const IS_VALID_SIGNATURE_SELECTOR = '0x1626ba7e'
const ERC6492_SUFFIX = '0x6492649264926492649264926492649264926492649264926492649264926492'

/**
 * Checks a signed message against the chain's RPC: an EOA's signature through the `ecrecover`
 * precompile, a deployed smart account's through its EIP-1271 `isValidSignature`. A counterfactual
 * (EIP-6492) signature is not checked here and reads as invalid: one-click sign-in then falls back to
 * the sign step, whose signature the backend verifies in full. Two `eth_call`s and no ABI or curve
 * code, so the chunk stays small.
 *
 * @example
 * await verifyEvmMessage({ rpcUrl, address, message, signature }) // true
 */
export async function verifyEvmMessage(parameters: VerifyEvmMessageParameters): Promise<boolean> {
  const { rpcUrl, address, message, signature } = parameters
  if (!isHex(signature) || !isHex(address) || size(address) !== 20) return false
  if (size(signature) >= 32 && slice(signature, -32) === ERC6492_SUFFIX) return false
  const hash = hashMessage(message)
  if (size(signature) === 65) {
    const v = Number.parseInt(signature.slice(130), 16)
    const input = concat([
      hash,
      pad(numberToHex(v < 27 ? v + 27 : v)),
      slice(signature, 0, 32),
      slice(signature, 32, 64),
    ])
    const recovered = await ethCall(rpcUrl, ECRECOVER_PRECOMPILE, input)
    if (recovered && size(recovered) === 32 && isAddressEqual(slice(recovered, 12), address)) return true
  }
  const padded = pad(signature, { dir: 'right', size: Math.ceil(size(signature) / 32) * 32 })
  const input = concat([
    IS_VALID_SIGNATURE_SELECTOR,
    hash,
    pad('0x40'),
    pad(numberToHex(size(signature))),
    padded,
  ])
  const result = await ethCall(rpcUrl, address, input)
  return result?.slice(0, 10) === IS_VALID_SIGNATURE_SELECTOR
}

/** `eth_call` over plain JSON-RPC; a revert, an RPC error or a network failure reads as no answer. */
async function ethCall(rpcUrl: string, to: string, data: Hex): Promise<Hex | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    return isHex(body.result) && body.result !== '0x' ? body.result : undefined
  } catch {
    return undefined
  }
}
