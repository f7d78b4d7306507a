/** CAIP-2 chain namespaces Portico knows (docs/rules/entities.md). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' | 'sui' | 'stacks'

/** Display names of the chain namespaces (docs/rules/entities.md). */
export const CHAIN_NAMESPACE_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM Networks',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
  sui: 'Sui',
  stacks: 'Stacks',
}

export const CHAIN_NAMESPACES = Object.keys(CHAIN_NAMESPACE_NAMES) as readonly ChainNamespace[]

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && Object.hasOwn(CHAIN_NAMESPACE_NAMES, value)
}

/**
 * CAIP-2 namespace syntax: 3 to 8 of `[-a-z0-9]`. Portico's own namespaces are a subset; protocol
 * code that relays other namespaces (WalletConnect sessions) checks syntax only.
 *
 * @example isCaipNamespace('near') // true
 */
export function isCaipNamespace(value: unknown): value is string {
  return typeof value === 'string' && /^[-a-z0-9]{3,8}$/.test(value)
}
