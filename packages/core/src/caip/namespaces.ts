/** CAIP-2 chain namespaces Portico knows (SPEC §3). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos' | 'sui' | 'stacks'

/** Display names of the chain namespaces (SPEC §3). */
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
