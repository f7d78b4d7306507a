import {
  InvalidCaip10AddressError,
  type InvalidCaip10AddressErrorType,
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
} from '../errors/caip.ts'
import { isCaipNetworkId, type ParsedCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.ts'
import type { ChainNamespace } from './namespaces.ts'
import type { CaipAddress, CaipNamespaceRule, CaipNetworkId } from './types.ts'

// CAIP-10 account address: 1–128 characters of [-.%a-zA-Z0-9] (so never a colon).
const accountAddress = /^[-.%a-zA-Z0-9]{1,128}$/

export type ParsedCaipAddress<namespace extends string = ChainNamespace> = ParsedCaipNetworkId<namespace> & {
  address: string
  caipNetworkId: CaipNetworkId
}

export type CaipAddressParts = { chainNamespace: string; chainId: string | number; address: string }

export type ParseCaipAddressErrorType = InvalidCaip10AddressErrorType
export type AssertCaipAddressErrorType = InvalidCaipAddressErrorType
export type ToCaipAddressErrorType = InvalidCaip10AddressErrorType

function split(value: unknown, rule: CaipNamespaceRule): ParsedCaipAddress<string> | undefined {
  if (typeof value !== 'string') return undefined
  const colon = value.lastIndexOf(':')
  const caipNetworkId = value.slice(0, colon)
  const address = value.slice(colon + 1)
  if (colon === -1 || !isCaipNetworkId(caipNetworkId, rule) || !accountAddress.test(address)) return undefined
  return { ...parseCaipNetworkId(caipNetworkId, rule), address, caipNetworkId }
}

/**
 * Whether `value` is a CAIP-10 account address: a CAIP-2 network id (see `isCaipNetworkId`), a
 * colon, and an address of 1–128 `[-.%a-zA-Z0-9]`. So exactly 3 non-empty parts and, unless
 * `namespace: 'any'`, a namespace Portico knows (docs/rules/validation.md).
 *
 * @example
 * isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isCaipAddress('eip155:1') // false
 */
export function isCaipAddress(value: unknown, rule: CaipNamespaceRule = {}): value is CaipAddress {
  return split(value, rule) !== undefined
}

/**
 * Narrows `value` to a {@link CaipAddress} or throws docs/rules/validation.md's 'Invalid CAIP Address'.
 *
 * @example
 * assertCaipAddress(account.caipAddress)
 * @throws InvalidCaipAddressError 'Invalid CAIP Address'
 */
export function assertCaipAddress(
  value: unknown,
  rule: CaipNamespaceRule = {},
): asserts value is CaipAddress {
  if (!isCaipAddress(value, rule)) throw new InvalidCaipAddressError(value)
}

/**
 * Splits a CAIP-10 account address (docs/rules/entities.md, validation.md).
 *
 * @example
 * parseCaipAddress('eip155:1:0xab16…')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xab16…', caipNetworkId: 'eip155:1' }
 * @throws InvalidCaip10AddressError 'Invalid CAIP-10 address: {value}'
 */
export function parseCaipAddress(value: string, rule?: { namespace?: 'known' | undefined }): ParsedCaipAddress
export function parseCaipAddress(value: string, rule: CaipNamespaceRule): ParsedCaipAddress<string>
export function parseCaipAddress(value: string, rule: CaipNamespaceRule = {}): ParsedCaipAddress<string> {
  const parsed = split(value, rule)
  if (!parsed) throw new InvalidCaip10AddressError(value)
  return parsed
}

/**
 * A {@link CaipAddress} from a string or from its parts, checked.
 *
 * @example
 * toCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '0xab16…' }) // 'eip155:1:0xab16…'
 * @throws InvalidCaip10AddressError 'Invalid CAIP-10 address: {value}'
 */
export function toCaipAddress(value: string | CaipAddressParts, rule: CaipNamespaceRule = {}): CaipAddress {
  const address =
    typeof value === 'string' ? value : `${value.chainNamespace}:${value.chainId}:${value.address}`
  if (!isCaipAddress(address, rule)) throw new InvalidCaip10AddressError(address)
  return address
}
