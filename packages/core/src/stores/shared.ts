/**
 * Values the adapters of one instance share, created on first use: one WalletConnect session serves
 * every namespace, so the EVM, Solana and Bitcoin faces ask for it by the same key.
 */
export type SharedValues = <value>(key: string, create: () => value) => value

export function createSharedValues(): SharedValues {
  const values = new Map<string, unknown>()
  return <value>(key: string, create: () => value): value => {
    if (!values.has(key)) values.set(key, create())
    return values.get(key) as value
  }
}
