import {
  isCaipAddress,
  isCaipNamespace,
  isCaipNetworkId,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '@portico/core'

// The Sign protocol carries namespaces Portico has no adapter for (near, tezos, cip34…; docs/rules/limits.md), and a
// proposal naming them is valid, so its checks use core's CAIP rules with any CAIP-2 namespace.
const anyNamespace = { namespace: 'any' } as const

/** CAIP-2 chain id, 'namespace:reference' (docs/rules/validation.md: chain identifiers must be namespace:chainId). */
export function isValidChainId(value: unknown): value is string {
  return isCaipNetworkId(value, anyNamespace)
}

/** CAIP-10 account id, 'namespace:reference:address'. */
export function isValidAccountId(value: unknown): value is string {
  return isCaipAddress(value, anyNamespace)
}

/** A namespace key is either a namespace ('eip155') or a chain ('eip155:1'). */
export function isValidNamespaceKey(value: string): boolean {
  return isCaipNamespace(value) || isValidChainId(value)
}

/** The parts of a CAIP-10 account id, or undefined when it is not one. */
export function parseAccountId(account: string): ParsedCaipAddress<string> | undefined {
  return isValidAccountId(account) ? parseCaipAddress(account, anyNamespace) : undefined
}

/** The namespace of a namespace key, a chain id or an account id: what precedes the first colon. */
export function namespaceOf(chainOrKey: string): string {
  const colon = chainOrKey.indexOf(':')
  return colon === -1 ? chainOrKey : chainOrKey.slice(0, colon)
}

export function chainOfAccount(account: string): string {
  return account.slice(0, account.lastIndexOf(':'))
}

/** The chains a namespace entry covers: its `chains`, the chain of each account, or its key when it is a chain. */
export function namespaceChains(
  key: string,
  namespace: { chains?: string[]; accounts?: string[] },
): string[] {
  const chains = new Set<string>(namespace.chains ?? [])
  for (const account of namespace.accounts ?? []) chains.add(chainOfAccount(account))
  if (key.includes(':')) chains.add(key)
  return [...chains]
}

/** One account a session grants, split from its CAIP-10 id. */
export type SessionAccount = { namespace: string; chainId: string; address: string; caipAddress: string }

/** Every account of a session, across its namespaces (eip155, solana, bip122…), without duplicates. */
export function getSessionAccounts(session: {
  namespaces: Record<string, { accounts: string[] }>
}): SessionAccount[] {
  const seen = new Set<string>()
  const accounts: SessionAccount[] = []
  for (const namespace of Object.values(session.namespaces)) {
    for (const caipAddress of namespace.accounts) {
      const parsed = parseAccountId(caipAddress)
      if (!parsed || seen.has(caipAddress)) continue
      seen.add(caipAddress)
      accounts.push({
        namespace: parsed.chainNamespace,
        chainId: parsed.caipNetworkId,
        address: parsed.address,
        caipAddress,
      })
    }
  }
  return accounts
}
