const TRANSFER = {
  type: 'function',
  name: 'transfer',
  stateMutability: 'nonpayable',
  inputs: [
    { name: 'to', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
} as const

/** ERC20 `transfer(address,uint256) returns (bool)`, the standard ABI (docs/rules/api.md Contract calls). */
export const ERC20_TRANSFER_ABI = [{ ...TRANSFER, outputs: [{ name: '', type: 'bool' }] }] as const

/** The USDT variant: `transfer` returns nothing, so decoding a bool from it fails (docs/rules/api.md). */
export const USDT_TRANSFER_ABI = [{ ...TRANSFER, outputs: [] }] as const

/**
 * Known USDT contracts by CAIP-2 network id (from the reference token data). Only Ethereum's is
 * non-conforming today, but every listed one gets the variant that decodes nothing, which is safe
 * for conforming contracts too.
 */
export const KNOWN_USDT_CONTRACTS: Readonly<Record<string, readonly string[]>> = {
  'eip155:1': ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  'eip155:10': ['0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', '0x01bFF41798a0BcF287b996046Ca68b395DbC1071'],
  'eip155:56': ['0x55d398326f99059fF775485246999027B3197955'],
  'eip155:100': ['0x4ECaBa5870353805a9F068101A40E0f32ed605C6'],
  'eip155:137': ['0xc2132D05D31c914a87C6611C10748AEb04B58e8F'],
  'eip155:250': ['0xcc1b99dDAc1a33c201a742A1851662E87BC7f22C', '0x049d68029688eAbF473097a2fC38ef61633A3C7A'],
  'eip155:42161': ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
  'eip155:43114': [
    '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
    '0xc7198437980c041c805A1EDcbA50c1Ce5db95118',
  ],
}
