import { secp256k1 } from '@noble/curves/secp256k1.js'
import { executeAbiItem, sessionsAbiItem } from '@portico/auth/bundler'
import {
  type Address,
  bytesToHex,
  concat,
  encodeFunctionData,
  getAddress,
  type Hex,
  hashMessage,
  hexToBytes,
  keccak256,
  numberToHex,
  toFunctionSelector,
} from 'viem'

/** What the kit reads and calls on a PorticoAccount for sessions. */
export const SESSION_ACCOUNT_ABI = [executeAbiItem, sessionsAbiItem] as const

/** A session operation's signature: `0x01 ‖ key ‖ ECDSA(key)` over the user operation hash. */
export const SESSION_SIGNATURE_MARKER: Hex = '0x01'

/** Names of the functions a session is usually granted, so a list reads as more than a selector. */
const KNOWN_FUNCTIONS = new Map(
  ['transfer(address,uint256)', 'approve(address,uint256)', 'transferFrom(address,address,uint256)'].map(
    (signature) => [toFunctionSelector(`function ${signature}`), signature.slice(0, signature.indexOf('('))],
  ),
)

export function functionName(selector: string): string | undefined {
  return KNOWN_FUNCTIONS.get(selector.toLowerCase() as Hex)
}

/**
 * Session keys made in this page, by permissions context (the key's lowercase address). They live in
 * memory only: a reload forgets them, and the sessions they held stay listed until revoked or expired.
 */
const keys = new Map<string, SessionKey>()

/**
 * A session key: its address and EIP-191 signatures, all a session operation needs. It signs with
 * @noble/curves 2, which the WalletConnect and Bitcoin code already ship: viem's accounts would bring
 * their own copy of the curve (noble 1, ~12 KiB gzip) into the dapp's build.
 */
export type SessionKey = {
  address: Address
  signMessage(parameters: { message: { raw: Hex } }): Promise<Hex>
}

export function createSessionKey(): SessionKey {
  const secretKey = secp256k1.utils.randomSecretKey()
  const publicKey = secp256k1.getPublicKey(secretKey, false)
  return {
    address: getAddress(`0x${keccak256(publicKey.subarray(1)).slice(-40)}`),
    async signMessage({ message }) {
      // RFC 6979 and low s, as viem signs: `[recovery, r, s]` becomes `r ‖ s ‖ v` with v = 27 + recovery.
      const signature = secp256k1.sign(hexToBytes(hashMessage({ raw: message.raw })), secretKey, {
        prehash: false,
        format: 'recovered',
      })
      return concat([bytesToHex(signature.subarray(1)), numberToHex(27 + signature[0]!, { size: 1 })])
    },
  }
}

export function rememberSessionKey(key: SessionKey): void {
  keys.set(key.address.toLowerCase(), key)
}

export function findSessionKey(permissionsContext: string): SessionKey | undefined {
  return keys.get(permissionsContext.toLowerCase())
}

/** `execute(target, 0, data)`: the only call shape a session validates. */
export function encodeSessionCall(call: { to: Address; value?: bigint; data?: Hex }): Hex {
  return encodeFunctionData({
    abi: SESSION_ACCOUNT_ABI,
    functionName: 'execute',
    args: [call.to, call.value ?? 0n, call.data ?? '0x'],
  })
}

export function sessionSignature(key: Address, signature: Hex): Hex {
  return concat([SESSION_SIGNATURE_MARKER, key, signature])
}
