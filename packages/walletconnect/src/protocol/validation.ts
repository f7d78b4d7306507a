import { WC_TIMING } from '../constants.ts'
import { isHex32 } from '../crypto/keys.ts'
import { type ErrorReason, ProtocolError } from '../errors/protocol.ts'
import {
  isValidAccountId,
  isValidChainId,
  isValidNamespaceKey,
  namespaceChains,
  namespaceOf,
} from './caip.ts'
import type {
  AuthPayload,
  ProposalNamespaces,
  ProposeParams,
  SessionNamespaces,
  SessionRecord,
  SettleParams,
} from './types.ts'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** Requested namespaces: valid keys, CAIP-2 chains of the key's namespace, method and event lists (docs/rules/validation.md). */
export function validateProposalNamespaces(
  namespaces: unknown,
  context: string,
): asserts namespaces is ProposalNamespaces {
  if (!isObject(namespaces))
    throw new ProtocolError('MissingOrInvalid', `${context}, namespaces should be an object`)
  for (const [key, namespace] of Object.entries(namespaces)) {
    if (!isValidNamespaceKey(key)) throw new ProtocolError('UnsupportedNamespaceKey', `${context}, ${key}`)
    if (!isObject(namespace) || !isStringArray(namespace.methods) || !isStringArray(namespace.events)) {
      throw new ProtocolError('MissingOrInvalid', `${context}, namespace ${key} needs methods and events`)
    }
    if (namespace.chains !== undefined && !isStringArray(namespace.chains)) {
      throw new ProtocolError('UnsupportedChains', `${context}, namespace ${key} chains should be an array`)
    }
    const chains = namespaceChains(key, namespace)
    if (!key.includes(':') && chains.length === 0) {
      throw new ProtocolError('UnsupportedChains', `${context}, namespace ${key} has no chains`)
    }
    for (const chain of chains) {
      if (!isValidChainId(chain) || namespaceOf(chain) !== namespaceOf(key)) {
        throw new ProtocolError(
          'UnsupportedChains',
          `${context}, chain ${chain} should be namespace:chainId in ${key}`,
        )
      }
    }
  }
}

/** Granted namespaces: CAIP-10 accounts on the namespace's chains, method and event lists. */
export function validateSessionNamespaces(
  namespaces: unknown,
  context: string,
): asserts namespaces is SessionNamespaces {
  if (!isObject(namespaces) || Object.keys(namespaces).length === 0) {
    throw new ProtocolError('MissingOrInvalid', `${context}, namespaces should be a non-empty object`)
  }
  for (const [key, namespace] of Object.entries(namespaces)) {
    if (!isValidNamespaceKey(key)) throw new ProtocolError('UnsupportedNamespaceKey', `${context}, ${key}`)
    if (
      !isObject(namespace) ||
      !isStringArray(namespace.accounts) ||
      !isStringArray(namespace.methods) ||
      !isStringArray(namespace.events)
    ) {
      throw new ProtocolError(
        'MissingOrInvalid',
        `${context}, namespace ${key} needs accounts, methods and events`,
      )
    }
    if (namespace.chains !== undefined && !isStringArray(namespace.chains)) {
      throw new ProtocolError('UnsupportedChains', `${context}, namespace ${key} chains should be an array`)
    }
    for (const chain of namespace.chains ?? []) {
      if (!isValidChainId(chain) || namespaceOf(chain) !== namespaceOf(key)) {
        throw new ProtocolError(
          'UnsupportedChains',
          `${context}, chain ${chain} should be namespace:chainId in ${key}`,
        )
      }
    }
    for (const account of namespace.accounts) {
      if (!isValidAccountId(account) || namespaceOf(account) !== namespaceOf(key)) {
        throw new ProtocolError('UnsupportedAccounts', `${context}, account ${account} in ${key}`)
      }
      const chain = account.slice(0, account.lastIndexOf(':'))
      if (namespace.chains && !namespace.chains.includes(chain)) {
        throw new ProtocolError(
          'UnsupportedAccounts',
          `${context}, account ${account} is not on a chain of ${key}`,
        )
      }
    }
  }
}

/** Every required namespace, chain, method and event must be granted, with an account per chain. */
export function validateApprovedNamespaces(
  required: ProposalNamespaces,
  granted: SessionNamespaces,
  context: string,
): void {
  for (const [key, wanted] of Object.entries(required)) {
    const namespace = namespaceOf(key)
    const entries = Object.entries(granted).filter(([grantedKey]) =>
      key.includes(':')
        ? grantedKey === key || grantedKey === namespace
        : namespaceOf(grantedKey) === namespace,
    )
    if (entries.length === 0)
      throw new ProtocolError('UnsupportedNamespaceKey', `${context}, ${key} is required`)
    const chains = new Set(entries.flatMap(([grantedKey, entry]) => namespaceChains(grantedKey, entry)))
    const accountChains = new Set(
      entries.flatMap(([, entry]) =>
        entry.accounts.map((account) => account.slice(0, account.lastIndexOf(':'))),
      ),
    )
    const methods = new Set(entries.flatMap(([, entry]) => entry.methods))
    const events = new Set(entries.flatMap(([, entry]) => entry.events))
    for (const chain of namespaceChains(key, wanted)) {
      if (!chains.has(chain)) throw new ProtocolError('UnsupportedChains', `${context}, ${chain} is required`)
      if (!accountChains.has(chain))
        throw new ProtocolError('UnsupportedAccounts', `${context}, no account on ${chain}`)
    }
    for (const method of wanted.methods) {
      if (!methods.has(method))
        throw new ProtocolError('UnsupportedMethods', `${context}, ${method} is required`)
    }
    for (const event of wanted.events) {
      if (!events.has(event)) throw new ProtocolError('UnsupportedEvents', `${context}, ${event} is required`)
    }
  }
}

/** docs/rules/validation.md: session (and scoped) properties must have non-null values. */
export function validateProperties(properties: unknown, context: string): void {
  if (properties === undefined) return
  if (!isObject(properties)) throw new ProtocolError('MissingOrInvalid', `${context} should be an object`)
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined) {
      throw new ProtocolError('MissingOrInvalid', `${context}, ${key} should not be null`)
    }
  }
}

/** docs/rules/validation.md: scoped properties must lie within the requested namespaces. */
export function validateScopedProperties(
  scoped: unknown,
  requested: ProposalNamespaces[],
  context: string,
): void {
  if (scoped === undefined) return
  validateProperties(scoped, context)
  const keys = new Set(requested.flatMap((namespaces) => Object.keys(namespaces)))
  const chains = new Set(
    requested.flatMap((namespaces) =>
      Object.entries(namespaces).flatMap(([key, ns]) => namespaceChains(key, ns)),
    ),
  )
  for (const key of Object.keys(scoped as Record<string, unknown>)) {
    if (!keys.has(key) && !chains.has(key)) {
      throw new ProtocolError('MissingOrInvalid', `${context}, ${key} is not a requested namespace`)
    }
  }
}

/** docs/rules/validation.md: a reject reason needs a numeric code and a string message. */
export function validateReason(reason: unknown, context: string): asserts reason is ErrorReason {
  if (!isObject(reason) || typeof reason.code !== 'number' || typeof reason.message !== 'string') {
    throw new ProtocolError(
      'MissingOrInvalid',
      `${context} reason should have a numeric code and a string message`,
    )
  }
}

/** docs/rules/validation.md: a request's expiry (unix seconds) must lie between now + 5 min and now + 7 days. */
export function validateRequestExpiry(expiry: unknown, context: string, now: number = Date.now()): void {
  if (expiry === undefined) return
  const seconds = Math.floor(now / 1000)
  if (
    typeof expiry !== 'number' ||
    !Number.isInteger(expiry) ||
    expiry < seconds + WC_TIMING.requestExpiryMinSeconds ||
    expiry > seconds + WC_TIMING.requestExpiryMaxSeconds
  ) {
    throw new ProtocolError(
      'MissingOrInvalid',
      `${context} expiry should be a number of seconds between ${WC_TIMING.requestExpiryMinSeconds} and ${WC_TIMING.requestExpiryMaxSeconds} from now`,
    )
  }
}

function entriesForChain(session: Pick<SessionRecord, 'namespaces'>, chainId: string) {
  return Object.entries(session.namespaces).filter(([key, namespace]) =>
    namespaceChains(key, namespace).includes(chainId),
  )
}

/** docs/rules/validation.md: a request's chain and method must be permitted by the session's namespaces. */
export function validatePermittedRequest(
  session: Pick<SessionRecord, 'namespaces'>,
  chainId: unknown,
  method: unknown,
): void {
  if (!isValidChainId(chainId))
    throw new ProtocolError('MissingOrInvalid', `request() chainId: ${String(chainId)}`)
  if (typeof method !== 'string' || method === '')
    throw new ProtocolError('MissingOrInvalid', 'request() method')
  const entries = entriesForChain(session, chainId)
  if (entries.length === 0) throw new ProtocolError('UnauthorizedChain', `request() chainId: ${chainId}`)
  if (!entries.some(([, namespace]) => namespace.methods.includes(method))) {
    throw new ProtocolError('UnauthorizedMethod', `request() method: ${method}`)
  }
}

/** docs/rules/validation.md: events must be permitted for the chain. */
export function validatePermittedEvent(
  session: Pick<SessionRecord, 'namespaces'>,
  chainId: unknown,
  name: unknown,
): void {
  if (!isValidChainId(chainId))
    throw new ProtocolError('MissingOrInvalid', `emit() chainId: ${String(chainId)}`)
  if (typeof name !== 'string' || name === '')
    throw new ProtocolError('MissingOrInvalid', 'emit() event name')
  const entries = entriesForChain(session, chainId)
  if (entries.length === 0) throw new ProtocolError('UnauthorizedChain', `emit() chainId: ${chainId}`)
  if (!entries.some(([, namespace]) => namespace.events.includes(name))) {
    throw new ProtocolError('UnauthorizedEvent', `emit() event: ${name}`)
  }
}

/** A received wc_sessionPropose: relays, proposer key, namespaces, properties, expiry. */
export function validateProposeParams(
  params: unknown,
  now: number = Date.now(),
): asserts params is ProposeParams {
  const context = 'proposal'
  if (!isObject(params)) throw new ProtocolError('MissingOrInvalid', `${context} params`)
  if (
    !Array.isArray(params.relays) ||
    !params.relays.every((relay) => isObject(relay) && typeof relay.protocol === 'string')
  ) {
    throw new ProtocolError('MissingOrInvalid', `${context} relays`)
  }
  if (
    !isObject(params.proposer) ||
    !isHex32(params.proposer.publicKey) ||
    !isObject(params.proposer.metadata)
  ) {
    throw new ProtocolError('MissingOrInvalid', `${context} proposer`)
  }
  validateProposalNamespaces(params.requiredNamespaces ?? {}, `${context} requiredNamespaces`)
  validateProposalNamespaces(params.optionalNamespaces ?? {}, `${context} optionalNamespaces`)
  validateProperties(params.sessionProperties, `${context} sessionProperties`)
  validateScopedProperties(
    params.scopedProperties,
    [
      (params.requiredNamespaces ?? {}) as ProposalNamespaces,
      (params.optionalNamespaces ?? {}) as ProposalNamespaces,
    ],
    `${context} scopedProperties`,
  )
  if (typeof params.expiryTimestamp === 'number' && params.expiryTimestamp * 1000 <= now) {
    throw new ProtocolError('Expired', `${context} expired at ${params.expiryTimestamp}`)
  }
}

/** A received wc_sessionSettle: relay, controller, namespaces, properties, future expiry. */
export function validateSettleParams(
  params: unknown,
  now: number = Date.now(),
): asserts params is SettleParams {
  const context = 'settle'
  if (!isObject(params)) throw new ProtocolError('InvalidSessionSettleRequest', `${context} params`)
  if (!isObject(params.relay) || typeof params.relay.protocol !== 'string') {
    throw new ProtocolError('InvalidSessionSettleRequest', `${context} relay`)
  }
  if (!isObject(params.controller) || !isHex32(params.controller.publicKey)) {
    throw new ProtocolError('InvalidSessionSettleRequest', `${context} controller`)
  }
  validateSessionNamespaces(params.namespaces, `${context} namespaces`)
  validateProperties(params.sessionProperties, `${context} sessionProperties`)
  if (typeof params.expiry !== 'number' || params.expiry * 1000 <= now) {
    throw new ProtocolError('Expired', `${context} expiry`)
  }
}

/**
 * docs/rules/validation.md: authenticated sessions need chains, uri, domain and nonce; chains must be non-empty, in one
 * namespace, and only eip155 is allowed.
 */
export function validateAuthenticateParams(params: {
  chains?: unknown
  uri?: unknown
  domain?: unknown
  nonce?: unknown
}): asserts params is { chains: string[]; uri: string; domain: string; nonce: string } {
  const context = 'authenticate()'
  if (!isStringArray(params.chains) || params.chains.length === 0) {
    throw new ProtocolError('MissingOrInvalid', `${context} chains should be a non-empty array`)
  }
  if (typeof params.uri !== 'string' || params.uri === '')
    throw new ProtocolError('MissingOrInvalid', `${context} uri`)
  if (typeof params.domain !== 'string' || params.domain === '') {
    throw new ProtocolError('MissingOrInvalid', `${context} domain`)
  }
  if (typeof params.nonce !== 'string' || params.nonce === '')
    throw new ProtocolError('MissingOrInvalid', `${context} nonce`)
  for (const chain of params.chains) {
    if (!isValidChainId(chain))
      throw new ProtocolError('UnsupportedChains', `${context} chain ${chain} should be namespace:chainId`)
  }
  const namespaces = new Set(params.chains.map(namespaceOf))
  if (namespaces.size > 1)
    throw new ProtocolError('UnsupportedChains', `${context} chains should be in one namespace`)
  if (!namespaces.has('eip155'))
    throw new ProtocolError('UnsupportedChains', `${context} only eip155 chains are supported`)
}

export function validateAuthPayload(payload: unknown): asserts payload is AuthPayload {
  if (!isObject(payload)) throw new ProtocolError('MissingOrInvalid', 'authenticate payload')
  validateAuthenticateParams({
    chains: payload.chains,
    uri: payload.aud,
    domain: payload.domain,
    nonce: payload.nonce,
  })
}
