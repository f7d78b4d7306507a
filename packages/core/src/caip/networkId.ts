import { PorticoError } from '../errors/base.ts'
import { type ChainNamespace, isChainNamespace } from './namespaces.ts'
import type { CaipNetworkId } from './types.ts'

// CAIP-2 reference: 1–32 characters of [-_a-zA-Z0-9].
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

export class InvalidCaipNetworkIdError extends PorticoError {
  override name = 'InvalidCaipNetworkIdError'
  constructor(value: unknown) {
    super(`Invalid CAIP-2 network id: ${String(value)}`, {
      details: 'Expected "namespace:chainId" with a known namespace, e.g. "eip155:1".',
    })
  }
}

export type ParsedCaipNetworkId = { chainNamespace: ChainNamespace; chainId: string }

/**
 * Splits a CAIP-2 network id (SPEC §3, §5).
 *
 * @example parseCaipNetworkId('eip155:1') // { chainNamespace: 'eip155', chainId: '1' }
 * @throws InvalidCaipNetworkIdError 'Invalid CAIP-2 network id: {value}'
 */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === 'string' ? id.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !chainId || !chainReference.test(chainId)) {
    throw new InvalidCaipNetworkIdError(id)
  }
  return { chainNamespace, chainId }
}

/** @example toCaipNetworkId('eip155', 1) // 'eip155:1' */
export function toCaipNetworkId(namespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  const value = `${namespace}:${chainId}`
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}
