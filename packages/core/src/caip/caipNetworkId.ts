import { InvalidCaipNetworkIdError, type InvalidCaipNetworkIdErrorType } from '../errors/caip.ts'
import { type ChainNamespace, isCaipNamespace, isChainNamespace } from './namespaces.ts'
import type { CaipNamespaceRule, CaipNetworkId } from './types.ts'

// CAIP-2 reference: 1–32 characters of [-_a-zA-Z0-9] (so never a colon).
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

export type ParsedCaipNetworkId<namespace extends string = ChainNamespace> = {
  chainNamespace: namespace
  chainId: string
}

export type CaipNetworkIdParts = { chainNamespace: string; chainId: string | number }

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdErrorType
export type AssertCaipNetworkIdErrorType = InvalidCaipNetworkIdErrorType
export type ToCaipNetworkIdErrorType = InvalidCaipNetworkIdErrorType

function split(value: unknown, rule: CaipNamespaceRule): ParsedCaipNetworkId<string> | undefined {
  if (typeof value !== 'string') return undefined
  const colon = value.indexOf(':')
  if (colon === -1) return undefined
  const chainNamespace = value.slice(0, colon)
  const chainId = value.slice(colon + 1)
  const knownNamespace =
    rule.namespace === 'any' ? isCaipNamespace(chainNamespace) : isChainNamespace(chainNamespace)
  return knownNamespace && chainReference.test(chainId) ? { chainNamespace, chainId } : undefined
}

/**
 * Whether `value` is a CAIP-2 network id: a namespace Portico knows (or, with `namespace: 'any'`,
 * any CAIP-2 namespace), a colon, and a reference of 1–32 `[-_a-zA-Z0-9]` (docs/rules/entities.md, validation.md).
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('near:mainnet') // false
 * isCaipNetworkId('near:mainnet', { namespace: 'any' }) // true
 */
export function isCaipNetworkId(value: unknown, rule: CaipNamespaceRule = {}): value is CaipNetworkId {
  return split(value, rule) !== undefined
}

/**
 * Narrows `value` to a {@link CaipNetworkId} or throws.
 *
 * @example
 * assertCaipNetworkId(query.chainId)
 * @throws InvalidCaipNetworkIdError 'Invalid CAIP-2 network id: {value}'
 */
export function assertCaipNetworkId(
  value: unknown,
  rule: CaipNamespaceRule = {},
): asserts value is CaipNetworkId {
  if (!isCaipNetworkId(value, rule)) throw new InvalidCaipNetworkIdError(value)
}

/**
 * Splits a CAIP-2 network id into its namespace and chain id (docs/rules/entities.md, validation.md).
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { chainNamespace: 'eip155', chainId: '1' }
 * @throws InvalidCaipNetworkIdError 'Invalid CAIP-2 network id: {value}'
 */
export function parseCaipNetworkId(
  value: string,
  rule?: { namespace?: 'known' | undefined },
): ParsedCaipNetworkId
export function parseCaipNetworkId(value: string, rule: CaipNamespaceRule): ParsedCaipNetworkId<string>
export function parseCaipNetworkId(value: string, rule: CaipNamespaceRule = {}): ParsedCaipNetworkId<string> {
  const parsed = split(value, rule)
  if (!parsed) throw new InvalidCaipNetworkIdError(value)
  return parsed
}

/**
 * A {@link CaipNetworkId} from a string or from its parts, checked.
 *
 * @example
 * toCaipNetworkId('eip155:1') // 'eip155:1'
 * toCaipNetworkId({ chainNamespace: 'eip155', chainId: 31337 }) // 'eip155:31337'
 * @throws InvalidCaipNetworkIdError 'Invalid CAIP-2 network id: {value}'
 */
export function toCaipNetworkId(
  value: string | CaipNetworkIdParts,
  rule: CaipNamespaceRule = {},
): CaipNetworkId {
  const id = typeof value === 'string' ? value : `${value.chainNamespace}:${value.chainId}`
  assertCaipNetworkId(id, rule)
  return id
}
