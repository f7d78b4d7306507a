import { defineBitcoinNetwork } from './defineBitcoinNetwork.ts'

/** Bitcoin mainnet (CAIP-2 `bip122:000000000019d6689c085ae165831e93`), Esplora of mempool.space. */
export const bitcoin = defineBitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  esploraUrls: ['https://mempool.space/api'],
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space' },
})

/** Bitcoin testnet3 (CAIP-2 `bip122:000000000933ea01ad0ee984209779ba`). */
export const bitcoinTestnet = defineBitcoinNetwork({
  genesisHash: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  name: 'Bitcoin Testnet',
  esploraUrls: ['https://mempool.space/testnet/api'],
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/testnet' },
  testnet: true,
})

/** Bitcoin signet (CAIP-2 `bip122:00000008819873e925422c1ff0f99f7c`). */
export const bitcoinSignet = defineBitcoinNetwork({
  genesisHash: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  name: 'Bitcoin Signet',
  esploraUrls: ['https://mempool.space/signet/api'],
  blockExplorer: { name: 'mempool.space', url: 'https://mempool.space/signet' },
  testnet: true,
})
