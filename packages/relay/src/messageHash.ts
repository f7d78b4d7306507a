import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/** sha256 hex of a published message: the mailbox's dedupe key, as clients compute it too. */
export function messageHash(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}

/** The subscription id a client computes for itself: sha256 hex of topic followed by client id. */
export function subscriptionId(topic: string, clientId: string): string {
  return bytesToHex(sha256(utf8ToBytes(topic + clientId)))
}
