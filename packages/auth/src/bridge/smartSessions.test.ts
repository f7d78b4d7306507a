import { encodeFunctionData, numberToHex, parseAbi, toFunctionSelector } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { checkUserOperation } from '../vault/userOperation.ts'
import {
  encodeGrantSession,
  encodeRevokeSession,
  parsePermissionsContext,
  parseSessionRequest,
} from './smartSessions.ts'

const NOW = 1_800_000_000
const KEY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CHAIN = {
  id: 31337,
  name: 'Portico Devnet A',
  rpcUrl: 'http://127.0.0.1:9',
  currency: { symbol: 'ETH', decimals: 18 },
}

const request = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: NOW + 3600,
  signer: { type: 'key', data: { id: KEY } },
  permissions: [
    {
      type: 'contract-call',
      data: { address: TOKEN, calls: ['transfer(address,uint256)'] },
      policies: [{ type: 'token-allowance', data: { allowance: numberToHex(5_000_000n) } }],
    },
  ],
  ...overrides,
})

/** A user operation of ACCOUNT with one call, as the page would hand it to the vault. */
function operation(call: { to: `0x${string}`; value: bigint; data: `0x${string}` }) {
  const callData = encodeFunctionData({
    abi: parseAbi(['function execute(address target, uint256 value, bytes data)']),
    functionName: 'execute',
    args: [call.to, call.value, call.data],
  })
  return formatUserOperationRequest({
    sender: ACCOUNT,
    nonce: 0n,
    callData,
    callGasLimit: 100_000n,
    verificationGasLimit: 100_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    signature: '0x',
  } as UserOperation<'0.7'>)
}

describe('smart sessions in the embedded wallet (docs/rules/permissions.md wallet_grantPermissions, wallet_revokePermissions)', () => {
  it('reads the one scope a PorticoAccount session can hold', () => {
    expect(parseSessionRequest(request() as never, NOW)).toEqual({
      key: KEY,
      target: TOKEN,
      functionSignature: 'transfer(address,uint256)',
      selector: toFunctionSelector('function transfer(address,uint256)'),
      spendLimit: 5_000_000n,
      expiry: NOW + 3600,
    })
  })

  it('refuses a request it could only grant more loosely than asked', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ expiry: NOW - 1 }, /expiry must be a future time/],
      [{ signer: { type: 'account', data: { id: KEY } } }, /signer must be a key/],
      [{ permissions: [] }, /exactly one permission/],
      [
        { permissions: [{ type: 'native-token-transfer', data: {}, policies: [] }] },
        /unsupported permission type/,
      ],
      [
        {
          permissions: [
            {
              type: 'contract-call',
              data: { address: TOKEN, calls: ['transfer(address,uint256)', 'approve(address,uint256)'] },
              policies: [],
            },
          ],
        },
        /one function/,
      ],
      [
        {
          permissions: [
            {
              type: 'contract-call',
              data: { address: TOKEN, calls: ['transfer(address,uint256)'] },
              policies: [{ type: 'rate-limit', data: {} }],
            },
          ],
        },
        /only the token-allowance policy/,
      ],
      [
        {
          permissions: [
            {
              type: 'contract-call',
              data: { address: TOKEN, calls: ['transfer(address,uint256)'] },
              policies: [],
            },
          ],
        },
        /token-allowance policy with a hex allowance is required/,
      ],
    ]
    for (const [overrides, message] of cases) {
      expect(() => parseSessionRequest(request(overrides) as never, NOW)).toThrow(message)
    }
    expect(() => parsePermissionsContext({ permissionsContext: 'nope' })).toThrow(
      'Invalid permissions context',
    )
  })

  it("the vault's screen spells out the scope from the call data it signs", async () => {
    const scope = parseSessionRequest(request() as never, NOW)
    const grant = await checkUserOperation(operation(encodeGrantSession(ACCOUNT, scope)), {
      owner: OWNER,
      chain: CHAIN,
    })
    expect(grant.summary.title).toBe('Grant a session key')
    expect(grant.summary.lines[1]).toBe(
      "1. Let the app's session key 0x7099…79C8 call transfer on the contract 0xA15B…E468 without asking you again, moving at most 5000000 base units in total, until 2027-01-15 09:00 UTC.",
    )
    const revoke = await checkUserOperation(operation(encodeRevokeSession(ACCOUNT, KEY)), {
      owner: OWNER,
      chain: CHAIN,
    })
    expect(revoke.summary.title).toBe('End a session key')
    expect(revoke.summary.lines[1]).toBe(
      '1. End the session of the key 0x7099…79C8: it can no longer act for your account.',
    )
  })

  it("states the spend limit in the token's symbol when the vault's server lists the token", async () => {
    const scope = parseSessionRequest(request() as never, NOW)
    const asked: (readonly string[])[] = []
    const listed = await checkUserOperation(operation(encodeGrantSession(ACCOUNT, scope)), {
      owner: OWNER,
      chain: CHAIN,
      readTokens: async (addresses) => {
        asked.push(addresses)
        return new Map([[TOKEN.toLowerCase(), { symbol: 'PUSD', decimals: 6 }]])
      },
    })
    expect(asked).toEqual([[TOKEN]])
    expect(listed.summary.lines[1]).toContain('moving at most 5 PUSD in total, until 2027-01-15 09:00 UTC.')
    const unreachable = await checkUserOperation(operation(encodeGrantSession(ACCOUNT, scope)), {
      owner: OWNER,
      chain: CHAIN,
      readTokens: () => Promise.reject(new Error('offline')),
    })
    expect(unreachable.summary.lines[1]).toContain('moving at most 5000000 base units in total')
  })
})
