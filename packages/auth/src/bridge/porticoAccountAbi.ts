/**
 * The PorticoAccount smart account's functions, one item each so a chunk carries only those it uses
 * (JSON rather than `parseAbi`, whose signature parser would ship with them).
 */
const CALL = [
  { name: 'target', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'data', type: 'bytes' },
] as const
const OWNER_AND_SALT = [
  { name: 'owner', type: 'address' },
  { name: 'salt', type: 'uint256' },
] as const

export const executeAbiItem = {
  type: 'function',
  name: 'execute',
  stateMutability: 'nonpayable',
  inputs: CALL,
  outputs: [],
} as const

export const executeBatchAbiItem = {
  type: 'function',
  name: 'executeBatch',
  stateMutability: 'nonpayable',
  inputs: [{ name: 'calls', type: 'tuple[]', components: CALL }],
  outputs: [],
} as const

export const grantSessionAbiItem = {
  type: 'function',
  name: 'grantSession',
  stateMutability: 'nonpayable',
  inputs: [
    { name: 'key', type: 'address' },
    { name: 'target', type: 'address' },
    { name: 'selector', type: 'bytes4' },
    { name: 'spendLimit', type: 'uint256' },
    { name: 'validUntil', type: 'uint48' },
  ],
  outputs: [],
} as const

export const revokeSessionAbiItem = {
  type: 'function',
  name: 'revokeSession',
  stateMutability: 'nonpayable',
  inputs: [{ name: 'key', type: 'address' }],
  outputs: [],
} as const

export const sessionsAbiItem = {
  type: 'function',
  name: 'sessions',
  stateMutability: 'view',
  inputs: [{ name: 'key', type: 'address' }],
  outputs: [
    { name: 'target', type: 'address' },
    { name: 'selector', type: 'bytes4' },
    { name: 'validUntil', type: 'uint48' },
    { name: 'spendLimit', type: 'uint256' },
    { name: 'spent', type: 'uint256' },
  ],
} as const

/** The factory's functions: the account address for an owner and salt, and its deployment. */
export const createAccountAbiItem = {
  type: 'function',
  name: 'createAccount',
  stateMutability: 'nonpayable',
  inputs: OWNER_AND_SALT,
  outputs: [{ name: '', type: 'address' }],
} as const

export const getAccountAddressAbiItem = {
  type: 'function',
  name: 'getAccountAddress',
  stateMutability: 'view',
  inputs: OWNER_AND_SALT,
  outputs: [{ name: '', type: 'address' }],
} as const
