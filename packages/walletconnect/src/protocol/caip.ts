/** CAIP-2 chain id, 'namespace:reference' (SPEC §5: chain identifiers must be namespace:chainId). */
export function isValidChainId(value: unknown): value is string {
  return typeof value === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value)
}

/** CAIP-10 account id, 'namespace:reference:address'. */
export function isValidAccountId(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const index = value.lastIndexOf(':')
  return (
    index > 0 &&
    isValidChainId(value.slice(0, index)) &&
    /^[-.%a-zA-Z0-9]{1,128}$/.test(value.slice(index + 1))
  )
}

/** A namespace key is either a namespace ('eip155') or a chain ('eip155:1'). */
export function isValidNamespaceKey(value: string): boolean {
  return /^[-a-z0-9]{3,8}$/.test(value) || isValidChainId(value)
}

export function namespaceOf(chainOrKey: string): string {
  return chainOrKey.split(':')[0] ?? ''
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
      if (seen.has(caipAddress)) continue
      seen.add(caipAddress)
      const chainId = chainOfAccount(caipAddress)
      accounts.push({
        namespace: namespaceOf(chainId),
        chainId,
        address: caipAddress.slice(chainId.length + 1),
        caipAddress,
      })
    }
  }
  return accounts
}
