import { base64urlnopad } from '@scure/base'
import type { AuthPayload, Cacao } from './types.ts'

/** did:pkh issuer of a CAIP-10 account: `did:pkh:eip155:1:0xabc…`. */
export function toDidPkh(account: string): string {
  return `did:pkh:${account}`
}

/** The CAIP-10 account of a did:pkh issuer. */
export function accountOfIssuer(iss: string): string {
  return iss.startsWith('did:pkh:') ? iss.slice('did:pkh:'.length) : iss
}

const recapPrefix = 'urn:recap:'

/** A ReCap resource granting the given request methods in the eip155 namespace. */
export function encodeRecap(methods: string[]): string {
  const att = { eip155: Object.fromEntries(methods.map((method) => [`request/${method}`, [{}]])) }
  return `${recapPrefix}${base64urlnopad.encode(new TextEncoder().encode(JSON.stringify({ att })))}`
}

/** The request methods granted by the ReCap resources of a payload. */
export function decodeRecapMethods(resources: string[] = []): string[] {
  const methods = new Set<string>()
  for (const resource of resources) {
    if (!resource.startsWith(recapPrefix)) continue
    try {
      const text = new TextDecoder().decode(
        base64urlnopad.decode(resource.slice(recapPrefix.length).replace(/=+$/, '')),
      )
      const { att } = JSON.parse(text) as { att?: Record<string, Record<string, unknown>> }
      for (const ability of Object.keys(att?.eip155 ?? {})) {
        if (ability.startsWith('request/')) methods.add(ability.slice('request/'.length))
      }
    } catch {
      // a resource that is not a valid ReCap grants nothing
    }
  }
  return [...methods]
}

/** The CACAO payload a wallet signs for `account` (CAIP-122 over EIP-4361). */
export function buildCacaoPayload(request: AuthPayload, account: string): Cacao['p'] {
  return {
    iss: toDidPkh(account),
    domain: request.domain,
    aud: request.aud,
    version: request.version ?? '1',
    nonce: request.nonce,
    iat: request.iat,
    ...(request.nbf ? { nbf: request.nbf } : {}),
    ...(request.exp ? { exp: request.exp } : {}),
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.resources ? { resources: request.resources } : {}),
  }
}

/** The EIP-4361 (Sign-In with Ethereum) text of a CACAO payload: what the wallet signs with personal_sign. */
export function formatAuthMessage(payload: Cacao['p']): string {
  const account = accountOfIssuer(payload.iss)
  const parts = account.split(':')
  const address = parts[2] ?? ''
  const chainId = parts[1] ?? ''
  const lines = [`${payload.domain} wants you to sign in with your Ethereum account:`, address, '']
  if (payload.statement) lines.push(payload.statement, '')
  lines.push(
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${payload.nonce}`,
  )
  lines.push(`Issued At: ${payload.iat}`)
  if (payload.exp) lines.push(`Expiration Time: ${payload.exp}`)
  if (payload.nbf) lines.push(`Not Before: ${payload.nbf}`)
  if (payload.requestId) lines.push(`Request ID: ${payload.requestId}`)
  if (payload.resources && payload.resources.length > 0) {
    lines.push('Resources:', ...payload.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
