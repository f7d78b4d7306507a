export {
  BITCOIN_CHAINS,
  type BitcoinChain,
  type BitcoinWalletChain,
  getBitcoinChain,
  REGTEST_CHAIN,
  type SatsConnectNetworkName,
} from './bitcoinChains.ts'
export { bitcoin, bitcoinSignet, bitcoinTestnet } from './bitcoinNetworks.ts'
export { type DefineBitcoinNetworkParameters, defineBitcoinNetwork } from './defineBitcoinNetwork.ts'
