import { PorticoError } from '../errors/base.ts'
import { type ChainNamespace, isChainNamespace } from './namespaces.ts'
import type { CaipAddress } from './types.ts'

// CAIP-2 reference and CAIP-10 account address character sets.
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/
const accountAddress = /^[-.%a-zA-Z0-9]{1,128}$/

export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  constructor(value: unknown) {
    super('Invalid CAIP Address', { details: `Received: ${String(value)}` })
  }
}

export class InvalidCaip10AddressError extends PorticoError {
  override name = 'InvalidCaip10AddressError'
  constructor(value: unknown) {
    super(`Invalid CAIP-10 address: ${String(value)}`, {
      details: 'Expected "namespace:chainId:address" with a known namespace.',
    })
  }
}

export type ParsedCaipAddress = { chainNamespace: ChainNamespace; chainId: string; address: string }

/**
 * Asserts the SPEC §5 CAIP address rule: exactly 3 non-empty parts and a known namespace.
 *
 * @throws InvalidCaipAddressError 'Invalid CAIP Address'
 */
export function assertCaipAddress(value: unknown): asserts value is CaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3 || parts.some((part) => part.length === 0) || !isChainNamespace(parts[0])) {
    throw new InvalidCaipAddressError(value)
  }
}

/**
 * Splits a CAIP-10 account address (SPEC §3, §5).
 *
 * @example parseCaipAddress('eip155:1:0xab16…') // { chainNamespace: 'eip155', chainId: '1', address: '0xab16…' }
 * @throws InvalidCaip10AddressError 'Invalid CAIP-10 address: {value}'
 */
export function parseCaipAddress(address: string): ParsedCaipAddress {
  const parts = typeof address === 'string' ? address.split(':') : []
  const [chainNamespace, chainId, account] = parts
  if (
    parts.length !== 3 ||
    !isChainNamespace(chainNamespace) ||
    !chainId ||
    !chainReference.test(chainId) ||
    !account ||
    !accountAddress.test(account)
  ) {
    throw new InvalidCaip10AddressError(address)
  }
  return { chainNamespace, chainId, address: account }
}

/** @example toCaipAddress('eip155', 1, '0xab16…') // 'eip155:1:0xab16…' */
export function toCaipAddress(
  namespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  const value = `${namespace}:${chainId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
