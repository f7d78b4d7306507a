import { describe, expect, it } from 'vitest'
import { PROTOCOL_ERRORS, ProtocolError, type ProtocolErrorKind } from '../errors/protocol.ts'
import type { SessionNamespaces } from './types.ts'
import {
  validateApprovedNamespaces,
  validateAuthenticateParams,
  validatePermittedEvent,
  validatePermittedRequest,
  validateProperties,
  validateProposalNamespaces,
  validateProposeParams,
  validateReason,
  validateRequestExpiry,
  validateScopedProperties,
  validateSessionNamespaces,
  validateSettleParams,
} from './validation.ts'

function kindOf(action: () => void): ProtocolErrorKind | undefined {
  try {
    action()
  } catch (error) {
    if (error instanceof ProtocolError) return error.kind
    throw error
  }
  return undefined
}

const session: { namespaces: SessionNamespaces } = {
  namespaces: {
    eip155: {
      chains: ['eip155:1', 'eip155:10'],
      accounts: [
        'eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
        'eip155:10:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
      ],
      methods: ['personal_sign'],
      events: ['accountsChanged'],
    },
    solana: {
      accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      methods: ['solana_signMessage'],
      events: [],
    },
    'bip122:000000000019d6689c085ae165831e93': {
      accounts: ['bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      methods: ['signMessage'],
      events: ['bip122_addressesChanged'],
    },
  },
}

describe('session protocol checks (docs/rules/validation.md)', () => {
  describe('authenticated sessions', () => {
    const valid = {
      chains: ['eip155:1', 'eip155:10'],
      uri: 'https://app.example',
      domain: 'app.example',
      nonce: 'n0nce',
    }

    it('accepts eip155 chains with uri, domain and nonce', () => {
      expect(kindOf(() => validateAuthenticateParams(valid))).toBeUndefined()
    })

    it.each([
      ['chains missing', { ...valid, chains: undefined }, 'MissingOrInvalid'],
      ['chains empty', { ...valid, chains: [] }, 'MissingOrInvalid'],
      ['uri missing', { ...valid, uri: '' }, 'MissingOrInvalid'],
      ['domain missing', { ...valid, domain: undefined }, 'MissingOrInvalid'],
      ['nonce missing', { ...valid, nonce: '' }, 'MissingOrInvalid'],
      [
        'two namespaces',
        { ...valid, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        'UnsupportedChains',
      ],
      [
        'a non-eip155 namespace',
        { ...valid, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
        'UnsupportedChains',
      ],
      ['a chain that is not namespace:chainId', { ...valid, chains: ['1'] }, 'UnsupportedChains'],
    ])('rejects %s', (_name, params, kind) => {
      expect(kindOf(() => validateAuthenticateParams(params))).toBe(kind)
    })
  })

  describe('chain identifiers must be namespace:chainId', () => {
    it('accepts CAIP-2 chains and chain-keyed namespaces', () => {
      expect(
        kindOf(() =>
          validateProposalNamespaces(
            {
              eip155: { chains: ['eip155:1'], methods: [], events: [] },
              'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { methods: ['solana_signMessage'], events: [] },
            },
            'test',
          ),
        ),
      ).toBeUndefined()
    })

    it.each([
      ['a bare chain id', { eip155: { chains: ['1'], methods: [], events: [] } }, 'UnsupportedChains'],
      [
        'a chain of another namespace',
        { eip155: { chains: ['solana:1'], methods: [], events: [] } },
        'UnsupportedChains',
      ],
      ['a namespace without chains', { eip155: { methods: [], events: [] } }, 'UnsupportedChains'],
      [
        'an invalid key',
        { 'EIP 155': { chains: ['eip155:1'], methods: [], events: [] } },
        'UnsupportedNamespaceKey',
      ],
      ['no methods list', { eip155: { chains: ['eip155:1'], events: [] } }, 'MissingOrInvalid'],
    ])('rejects %s', (_name, namespaces, kind) => {
      expect(kindOf(() => validateProposalNamespaces(namespaces, 'test'))).toBe(kind)
    })

    it('requires CAIP-10 accounts on the namespace chains in granted namespaces', () => {
      expect(kindOf(() => validateSessionNamespaces(session.namespaces, 'test'))).toBeUndefined()
      expect(
        kindOf(() =>
          validateSessionNamespaces(
            { eip155: { chains: ['eip155:1'], accounts: ['eip155:5:0xab'], methods: [], events: [] } },
            'test',
          ),
        ),
      ).toBe('UnsupportedAccounts')
      expect(
        kindOf(() =>
          validateSessionNamespaces({ eip155: { accounts: ['0xab'], methods: [], events: [] } }, 'test'),
        ),
      ).toBe('UnsupportedAccounts')
      expect(kindOf(() => validateSessionNamespaces({}, 'test'))).toBe('MissingOrInvalid')
    })

    it('a wallet must grant every required chain, method and event', () => {
      const required = {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
      }
      expect(kindOf(() => validateApprovedNamespaces(required, session.namespaces, 'test'))).toBeUndefined()
      expect(
        kindOf(() =>
          validateApprovedNamespaces(
            { eip155: { ...required.eip155, chains: ['eip155:137'] } },
            session.namespaces,
            'test',
          ),
        ),
      ).toBe('UnsupportedChains')
      expect(
        kindOf(() =>
          validateApprovedNamespaces(
            { eip155: { ...required.eip155, methods: ['eth_sign'] } },
            session.namespaces,
            'test',
          ),
        ),
      ).toBe('UnsupportedMethods')
      expect(
        kindOf(() =>
          validateApprovedNamespaces(
            { eip155: { ...required.eip155, events: ['x'] } },
            session.namespaces,
            'test',
          ),
        ),
      ).toBe('UnsupportedEvents')
      expect(
        kindOf(() =>
          validateApprovedNamespaces(
            { cosmos: { chains: ['cosmos:hub'], methods: [], events: [] } },
            session.namespaces,
            'test',
          ),
        ),
      ).toBe('UnsupportedNamespaceKey')
    })
  })

  describe('session and scoped properties', () => {
    it('must have non-null values', () => {
      expect(kindOf(() => validateProperties({ caip154: 'x', capabilities: '{}' }, 'test'))).toBeUndefined()
      expect(kindOf(() => validateProperties({ caip154: null }, 'test'))).toBe('MissingOrInvalid')
      expect(kindOf(() => validateProperties('x', 'test'))).toBe('MissingOrInvalid')
    })

    it('scoped properties must lie within the requested namespaces', () => {
      const requested = [{ eip155: { chains: ['eip155:1'], methods: [], events: [] } }]
      expect(
        kindOf(() => validateScopedProperties({ eip155: { a: 1 }, 'eip155:1': { b: 2 } }, requested, 'test')),
      ).toBeUndefined()
      expect(kindOf(() => validateScopedProperties({ solana: { a: 1 } }, requested, 'test'))).toBe(
        'MissingOrInvalid',
      )
      expect(kindOf(() => validateScopedProperties({ eip155: null }, requested, 'test'))).toBe(
        'MissingOrInvalid',
      )
    })
  })

  it('a reject reason needs a numeric code and a string message', () => {
    expect(
      kindOf(() => validateReason({ code: 5000, message: 'User rejected.' }, 'reject()')),
    ).toBeUndefined()
    expect(kindOf(() => validateReason({ code: '5000', message: 'x' }, 'reject()'))).toBe('MissingOrInvalid')
    expect(kindOf(() => validateReason({ code: 5000 }, 'reject()'))).toBe('MissingOrInvalid')
    expect(kindOf(() => validateReason(undefined, 'reject()'))).toBe('MissingOrInvalid')
  })

  it('request expiry must be a number of seconds between now + 300 and now + 604800', () => {
    const now = 1_900_000_000_000
    const seconds = now / 1000
    expect(kindOf(() => validateRequestExpiry(undefined, 'request()', now))).toBeUndefined()
    expect(kindOf(() => validateRequestExpiry(seconds + 300, 'request()', now))).toBeUndefined()
    expect(kindOf(() => validateRequestExpiry(seconds + 604_800, 'request()', now))).toBeUndefined()
    expect(kindOf(() => validateRequestExpiry(seconds + 299, 'request()', now))).toBe('MissingOrInvalid')
    expect(kindOf(() => validateRequestExpiry(seconds + 604_801, 'request()', now))).toBe('MissingOrInvalid')
    expect(kindOf(() => validateRequestExpiry('soon', 'request()', now))).toBe('MissingOrInvalid')
  })

  it("a request's method and chain must be permitted by the session's namespaces", () => {
    expect(kindOf(() => validatePermittedRequest(session, 'eip155:10', 'personal_sign'))).toBeUndefined()
    expect(
      kindOf(() =>
        validatePermittedRequest(session, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage'),
      ),
    ).toBeUndefined()
    expect(
      kindOf(() =>
        validatePermittedRequest(session, 'bip122:000000000019d6689c085ae165831e93', 'signMessage'),
      ),
    ).toBeUndefined()
    expect(kindOf(() => validatePermittedRequest(session, 'eip155:137', 'personal_sign'))).toBe(
      'UnauthorizedChain',
    )
    expect(kindOf(() => validatePermittedRequest(session, 'eip155:1', 'eth_sendTransaction'))).toBe(
      'UnauthorizedMethod',
    )
    expect(kindOf(() => validatePermittedRequest(session, '1', 'personal_sign'))).toBe('MissingOrInvalid')
  })

  it('events must be permitted for the chain', () => {
    expect(kindOf(() => validatePermittedEvent(session, 'eip155:1', 'accountsChanged'))).toBeUndefined()
    expect(kindOf(() => validatePermittedEvent(session, 'eip155:1', 'chainChanged'))).toBe(
      'UnauthorizedEvent',
    )
    expect(
      kindOf(() =>
        validatePermittedEvent(session, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'accountsChanged'),
      ),
    ).toBe('UnauthorizedEvent')
    expect(kindOf(() => validatePermittedEvent(session, 'cosmos:hub', 'accountsChanged'))).toBe(
      'UnauthorizedChain',
    )
  })

  it('proposals and settlements are checked when received', () => {
    const now = 1_900_000_000_000
    const proposer = {
      publicKey: 'ab'.repeat(32),
      metadata: { name: 'd', description: '', url: '', icons: [] },
    }
    const proposal = {
      relays: [{ protocol: 'irn' }],
      proposer,
      requiredNamespaces: {},
      expiryTimestamp: now / 1000 + 300,
    }
    expect(kindOf(() => validateProposeParams(proposal, now))).toBeUndefined()
    expect(kindOf(() => validateProposeParams({ ...proposal, expiryTimestamp: now / 1000 - 1 }, now))).toBe(
      'Expired',
    )
    expect(kindOf(() => validateProposeParams({ ...proposal, proposer: { publicKey: 'x' } }, now))).toBe(
      'MissingOrInvalid',
    )
    const settle = {
      relay: { protocol: 'irn' },
      controller: proposer,
      namespaces: session.namespaces,
      expiry: now / 1000 + 60,
    }
    expect(kindOf(() => validateSettleParams(settle, now))).toBeUndefined()
    expect(kindOf(() => validateSettleParams({ ...settle, expiry: now / 1000 }, now))).toBe('Expired')
    expect(kindOf(() => validateSettleParams({ ...settle, controller: undefined }, now))).toBe(
      'InvalidSessionSettleRequest',
    )
  })
})

describe('protocol error kinds (docs/rules/errors.md)', () => {
  it('carry the exact names and the specification codes', () => {
    expect(PROTOCOL_ERRORS.MissingOrInvalid.code).toBe(5)
    expect(PROTOCOL_ERRORS.NoMatchingKey.code).toBe(2)
    expect(PROTOCOL_ERRORS.Expired.code).toBe(6)
    expect(PROTOCOL_ERRORS.NotInitialized.code).toBe(1)
    expect(PROTOCOL_ERRORS.UnsupportedChains.code).toBe(5100)
    expect(PROTOCOL_ERRORS.UserDisconnected).toEqual({ code: 6000, message: 'User disconnected.' })
    expect(PROTOCOL_ERRORS.InvalidUpdateRequest.code).toBe(1003)
    const error = new ProtocolError('UnsupportedChains', 'approve()')
    expect(error.toReason()).toEqual({ code: 5100, message: 'Unsupported chains. approve()' })
  })
})
