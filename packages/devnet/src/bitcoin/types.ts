/** A transaction output: its scriptPubKey and value in sats. */
export type BitcoinOutput = { script: Uint8Array; value: bigint }

/** A transaction input as it is on the wire; `txid` is in display (big-endian) order. */
export type BitcoinInput = {
  txid: string
  vout: number
  scriptSig: Uint8Array
  witness: Uint8Array[]
  sequence: number
}

export type BitcoinBlock = {
  height: number
  hash: string
  /** Undefined for the genesis block. */
  previousHash: string | undefined
  version: number
  /** Unix seconds. */
  time: number
  /** Median time of the last 11 blocks up to this one (BIP-113), unix seconds. */
  medianTime: number
  bits: number
  nonce: number
  merkleRoot: string
  /** Coinbase first. */
  txids: string[]
  size: number
  weight: number
}

/** A transaction the chain holds, in a block or in the mempool. */
export type BitcoinTransaction = {
  txid: string
  /** The serialization it was sent in (with witnesses). */
  raw: Uint8Array
  version: number
  locktime: number
  inputs: BitcoinInput[]
  outputs: BitcoinOutput[]
  /** The outputs the inputs spend, in input order; empty for a coinbase. */
  prevouts: BitcoinOutput[]
  isCoinbase: boolean
  /** Bytes with witnesses. */
  size: number
  weight: number
  /** Sats; 0 for a coinbase. */
  fee: bigint
  /** The block that confirms it; undefined while it is in the mempool. */
  block: BitcoinBlock | undefined
}

/** An unspent output (of a confirmed or a mempool transaction). */
export type BitcoinUtxo = { transaction: BitcoinTransaction; vout: number; value: bigint }
