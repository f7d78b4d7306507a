import { decodeBase64Url, encodeBase64Url } from '../crypto/encoding.ts'
import { parseAccountId } from './caip.ts'
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

/** A ReCap resource (EIP-5573) granting the given request methods in the eip155 namespace; keys sorted. */
export function encodeRecap(methods: string[]): string {
  const att = { eip155: Object.fromEntries([...methods].sort().map((method) => [`request/${method}`, [{}]])) }
  return `${recapPrefix}${encodeBase64Url(new TextEncoder().encode(JSON.stringify({ att })))}`
}

function decodeRecap(resource: string): Record<string, Record<string, unknown>> | undefined {
  if (!resource.startsWith(recapPrefix)) return undefined
  try {
    const text = new TextDecoder().decode(
      decodeBase64Url(resource.slice(recapPrefix.length).replace(/=+$/, '')),
    )
    const { att } = JSON.parse(text) as { att?: Record<string, Record<string, unknown>> }
    return att
  } catch {
    return undefined
  }
}

/** The request methods granted by the ReCap resources of a payload. */
export function decodeRecapMethods(resources: string[] = []): string[] {
  const methods = new Set<string>()
  for (const resource of resources) {
    for (const ability of Object.keys(decodeRecap(resource)?.eip155 ?? {})) {
      if (ability.startsWith('request/')) methods.add(ability.slice('request/'.length))
    }
  }
  return [...methods]
}

/**
 * The EIP-5573 sentence a ReCap adds to the statement: one numbered clause per resource and ability
 * namespace, resources and abilities in lexicographic order.
 */
export function recapStatement(resources: string[] = []): string | undefined {
  const last = resources.at(-1)
  const att = last ? decodeRecap(last) : undefined
  if (!att) return undefined
  const clauses: string[] = []
  for (const resource of Object.keys(att).sort()) {
    const byNamespace = new Map<string, string[]>()
    for (const ability of Object.keys(att[resource] ?? {})) {
      const [namespace = '', name = ''] = ability.split('/')
      byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), name])
    }
    for (const namespace of [...byNamespace.keys()].sort()) {
      const names = (byNamespace.get(namespace) ?? []).sort().map((name) => `'${name}'`)
      clauses.push(`(${clauses.length + 1}) '${namespace}': ${names.join(', ')} for '${resource}'.`)
    }
  }
  if (clauses.length === 0) return undefined
  return `I further authorize the stated URI to perform the following actions on my behalf: ${clauses.join(' ')}`
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
  const parsed = parseAccountId(account)
  const address = parsed?.address ?? ''
  const chainId = parsed?.chainId ?? ''
  const lines = [`${payload.domain} wants you to sign in with your Ethereum account:`, address, '']
  const recap = recapStatement(payload.resources)
  const statement =
    recap && !payload.statement?.includes(recap)
      ? [payload.statement, recap].filter(Boolean).join(' ')
      : payload.statement
  if (statement) lines.push(statement, '')
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
