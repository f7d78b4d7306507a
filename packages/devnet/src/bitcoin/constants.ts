/**
 * The local Bitcoin chain is regtest: it shares regtest's genesis block, so its CAIP-2 reference is the
 * first 32 hex characters of regtest's genesis hash, and addresses use the `bcrt` prefix.
 */
export const BITCOIN_DEVNET_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of the local Bitcoin chain. */
export const BITCOIN_DEVNET_CAIP_NETWORK_ID = `bip122:${BITCOIN_DEVNET_GENESIS_HASH.slice(0, 32)}` as const

export const BITCOIN_DEVNET_NAME = 'Portico Bitcoin Regtest'

/** Default port of `npm start` (Esplora's usual regtest port); tests pick a free one. */
export const BITCOIN_DEVNET_DEFAULT_PORT = 3002

/** Regtest's address and key encodings, in the shape @scure/btc-signer takes. */
export const BITCOIN_REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const

/**
 * The accounts the chain funds at genesis, from the devnet mnemonic (anvil's `test … junk`): a P2WPKH
 * payment address (BIP-84, m/84'/1'/0'/0/i) and a P2TR ordinals address (BIP-86, m/86'/1'/0'/0/i).
 * Public test keys: never use them with real funds.
 */
export const BITCOIN_DEV_ACCOUNTS = [
  {
    payment: {
      address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      publicKey: '03f3d474c86c9be5b82e251cc3cc438d3cc361527b4b9799516c4bd513caf9e5f6',
      privateKey: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
      path: "m/84'/1'/0'/0/0",
    },
    ordinals: {
      address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
      /** The x-only internal key (BIP-86 tweaks it into the output key). */
      publicKey: '8c7fc6552af4384a13791e63bac79ff2bcfeedf143a88d6dc4b6080a8829cdc1',
      privateKey: '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
      path: "m/86'/1'/0'/0/0",
    },
  },
  {
    payment: {
      address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
      publicKey: '034f1ed3cf19a0d6fbb1db423f5f61608a61d6c321a16dbc8400d76a45f80d7ff3',
      privateKey: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
      path: "m/84'/1'/0'/0/1",
    },
    ordinals: {
      address: 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
      publicKey: '94cea1919bdcdefc478f8533a7bf8954867dc227da79754642cb2e41f7e300d8',
      privateKey: 'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
      path: "m/86'/1'/0'/0/1",
    },
  },
  {
    payment: {
      address: 'bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv',
      publicKey: '028a76a4ddbfd85e75b9a3f478873824da290dbdd9507947d9e3bae7706c2380a7',
      privateKey: '1d100560fb83ffd36c8658032a7dd8f3971987fb35fbe6559c2835fe491b0074',
      path: "m/84'/1'/0'/0/2",
    },
    ordinals: {
      address: 'bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6',
      publicKey: '67428cfe9f4cc0ee625ef2174f203b589500818913c3d6eec0562b49af02cf0d',
      privateKey: 'fef0082696611913b3c8507643fc5b169706dadd90269894a1645023791bfdc5',
      path: "m/86'/1'/0'/0/2",
    },
  },
] as const

export type BitcoinDevAccount = (typeof BITCOIN_DEV_ACCOUNTS)[number]

/** What each dev account holds at genesis, in sats: 10 BTC on the payment address, 0.01 BTC on ordinals. */
export const BITCOIN_DEVNET_FUNDS = { payment: 1_000_000_000n, ordinals: 1_000_000n } as const
