import type { CaipNetwork } from '@portico/core'

/** The chains of the Bitcoin wallet standard; a wallet signs for one of these, not for a CAIP-2 id. */
export type BitcoinWalletChain =
  | 'bitcoin:mainnet'
  | 'bitcoin:testnet'
  | 'bitcoin:testnet4'
  | 'bitcoin:signet'
  | 'bitcoin:regtest'

/** The network names of the sats-connect protocol (`wallet_connect`, `wallet_changeNetwork`). */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

/** What a Bitcoin network is called in each wallet protocol, and how its addresses are encoded. */
export type BitcoinChain = {
  /** CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
  reference: string
  walletChain: BitcoinWalletChain
  satsConnect: SatsConnectNetworkName
  /** Address encodings: the bech32 prefix and the base58check version bytes (and the WIF key's). */
  encoding: { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }
}

const TEST_ENCODING = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/** Regtest: every regtest chain shares its genesis block, so the local chain is one of these. */
export const REGTEST_CHAIN: BitcoinChain = {
  reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
  walletChain: 'bitcoin:regtest',
  satsConnect: 'Regtest',
  encoding: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
}

/** The public Bitcoin networks and regtest (CAIP-2 references from ChainAgnostic's bip122 namespace). */
export const BITCOIN_CHAINS: readonly BitcoinChain[] = [
  {
    reference: '000000000019d6689c085ae165831e93',
    walletChain: 'bitcoin:mainnet',
    satsConnect: 'Mainnet',
    encoding: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  },
  {
    reference: '000000000933ea01ad0ee984209779ba',
    walletChain: 'bitcoin:testnet',
    satsConnect: 'Testnet',
    encoding: TEST_ENCODING,
  },
  {
    reference: '00000000da84f2bafbbc53dee25a72ae',
    walletChain: 'bitcoin:testnet4',
    satsConnect: 'Testnet4',
    encoding: TEST_ENCODING,
  },
  {
    reference: '00000008819873e925422c1ff0f99f7c',
    walletChain: 'bitcoin:signet',
    satsConnect: 'Signet',
    encoding: TEST_ENCODING,
  },
  REGTEST_CHAIN,
]

/**
 * How wallets name a network: mainnet, testnet3, testnet4 and signet by their genesis hash, any other
 * chain (a local node) regtest.
 *
 * @example
 * getBitcoinChain(bitcoin).walletChain // 'bitcoin:mainnet'
 */
export function getBitcoinChain(caipNetwork: Pick<CaipNetwork, 'id'>): BitcoinChain {
  return BITCOIN_CHAINS.find((chain) => chain.reference === String(caipNetwork.id)) ?? REGTEST_CHAIN
}
