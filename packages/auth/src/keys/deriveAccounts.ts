import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { privateKeyToAccount } from 'viem/accounts'

/** BIP-44 path of the EVM account. */
export const EVM_PATH = "m/44'/60'/0'/0/0"
/** SLIP-0010 path of the Solana account (every level hardened, as Ed25519 requires). */
export const SOLANA_PATH = "m/44'/501'/0'/0'"

export type DerivedAccounts = {
  evm: { privateKey: Uint8Array; address: `0x${string}` }
  /** `secretKey` is the 32-byte Ed25519 seed; `address` the base58 public key. */
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
}

function slip10Ed25519(seed: Uint8Array, path: string): Uint8Array {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const segment of path.split('/').slice(1)) {
    const index = (Number.parseInt(segment, 10) + 0x80000000) >>> 0
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, index)
    const next = hmac(sha512, node.subarray(32), data)
    node.fill(0)
    data.fill(0)
    node = next
  }
  const key = node.slice(0, 32)
  node.fill(0)
  return key
}

/**
 * The EVM and Solana keys of a wallet's 32-byte entropy: the BIP-39 seed of its mnemonic, BIP-32 for
 * EVM and SLIP-0010 Ed25519 for Solana. The caller wipes the returned keys after use.
 *
 * @example
 * const { evm, solana } = deriveAccounts(entropy)
 */
export function deriveAccounts(entropy: Uint8Array): DerivedAccounts {
  const seed = mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))
  const root = HDKey.fromMasterSeed(seed)
  const evmNode = root.derive(EVM_PATH)
  const privateKey = Uint8Array.from(evmNode.privateKey as Uint8Array)
  evmNode.wipePrivateData()
  root.wipePrivateData()
  const secretKey = slip10Ed25519(seed, SOLANA_PATH)
  seed.fill(0)
  const publicKey = ed25519.getPublicKey(secretKey)
  const evmAddress = privateKeyToAccount(`0x${toHex(privateKey)}`).address
  return {
    evm: { privateKey, address: evmAddress },
    solana: { secretKey, publicKey, address: base58.encode(publicKey) },
  }
}

/** Overwrites both keys with zeros. */
export function wipeAccounts(accounts: DerivedAccounts): void {
  accounts.evm.privateKey.fill(0)
  accounts.solana.secretKey.fill(0)
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
