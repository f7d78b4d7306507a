import { parseCaipNetworkId } from '../caip/caipNetworkId.ts'
import type { InvalidCaipNetworkIdError } from '../errors/caip.ts'
import type { SiwxMessageData } from './types.ts'

/** The account word of CAIP-122's first line, per namespace. */
const ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

export type FormatSiwxMessageErrorType = InvalidCaipNetworkIdError

/**
 * The text a wallet signs for a sign-in message, serialized per CAIP-122 for the namespace. On eip155
 * it is EIP-4361 (Sign-In with Ethereum) exactly, with the numeric chain id; other namespaces name
 * their account kind and give the whole CAIP-2 id as the chain.
 *
 * @example
 * formatSiwxMessage({
 *   accountAddress: '0xab16…', chainId: 'eip155:1', domain: 'app.example.com', uri: 'https://app.example.com/',
 *   version: '1', nonce: 'n0nce1234', issuedAt: '2026-01-01T00:00:00.000Z', statement: 'Sign in to App',
 * })
 * // 'app.example.com wants you to sign in with your Ethereum account:\n0xab16…\n\nSign in to App\n\nURI: …'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId, { namespace: 'any' })
  const account = ACCOUNT_NAMES[chainNamespace] ?? chainNamespace
  const statement = data.statement ? `${data.statement}\n` : ''
  const lines = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainNamespace === 'eip155' ? chainId : data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return `${data.domain} wants you to sign in with your ${account} account:\n${data.accountAddress}\n\n${statement}\n${lines.join('\n')}`
}
