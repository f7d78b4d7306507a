import { base64, hex } from '@scure/base'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import type { BitcoinDevWallet } from './createBitcoinDevWallet.ts'
import type { BitcoinDevAddress } from './types.ts'

/** The Bitcoin methods the dev wallet answers over WalletConnect (the bip122 RPC of the WalletConnect docs). */
export const BITCOIN_WALLET_CONNECT_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

/** The event the dev wallet emits when its Bitcoin addresses change (and after it approves a session). */
export const BITCOIN_WALLET_CONNECT_EVENTS = ['bip122_addressesChanged'] as const

/** sats-connect's error codes, as the dev wallet's sats-connect provider answers them, back to EIP-1193's. */
const FROM_SATS_CONNECT: Record<number, number> = {
  [-32000]: WALLET_ERROR_CODES.UserRejected,
  [-32002]: WALLET_ERROR_CODES.Unauthorized,
  [-32601]: WALLET_ERROR_CODES.UnsupportedMethod,
  [-32602]: WALLET_ERROR_CODES.InvalidParams,
}

/** SIGHASH_DEFAULT (taproot) and SIGHASH_ALL: the only ones the dev wallet signs with. */
const SIGHASH_TYPES = [0, 1]

const invalid = (message: string) => new ProviderRpcError(WALLET_ERROR_CODES.InvalidParams, message)

function record(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
}

/**
 * Answers a WalletConnect Bitcoin request with the dev wallet's current account, through its
 * sats-connect provider (so the same approval prompt and signing code answer it). `account` must be the
 * account's payment address (the session's account), else 4100.
 *
 * - `getAccountAddresses` ({ account, intentions? }): the payment and the ordinals address, payment
 *   first, with `publicKey`, `path` and `intention` (`payment` / `ordinal`); also the data of
 *   `bip122_addressesChanged`.
 * - `signMessage` ({ account, message, address?, protocol?: 'ecdsa' | 'bip322' }, ECDSA by default):
 *   `{ address, signature, messageHash }`, the signature in hex.
 * - `signPsbt` ({ account, psbt, signInputs: [{ address, index, sighashTypes? }], broadcast? }):
 *   `{ psbt, txid? }`; `sighashTypes` other than DEFAULT and ALL are refused.
 * - `sendTransfer` ({ account, recipientAddress, amount in sats as a string, changeAddress?, memo? }):
 *   `{ txid }`; change goes back to the payment address, and a memo (OP_RETURN) is refused.
 *
 * A rejection is 4001, an unauthorized page 4100, other methods 4200, bad parameters -32602.
 *
 * @example
 * const result = await answerWalletConnectRequest(bitcoin, { method: 'getAccountAddresses', params: { account } })
 */
export async function answerWalletConnectRequest(
  bitcoin: BitcoinDevWallet,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const params = record(request.params)
  const { payment } = bitcoin.account
  const method = request.method as (typeof BITCOIN_WALLET_CONNECT_METHODS)[number]
  if (!BITCOIN_WALLET_CONNECT_METHODS.includes(method))
    throw new ProviderRpcError(WALLET_ERROR_CODES.UnsupportedMethod, `Unsupported method: ${request.method}`)
  if (params.account !== payment.address)
    throw new ProviderRpcError(
      WALLET_ERROR_CODES.Unauthorized,
      `${String(params.account)} is not this wallet's account`,
    )

  const provider = async <result>(method: string, providerParams: unknown): Promise<result> => {
    const response = await bitcoin.provider.request(method, providerParams)
    if ('result' in response) return response.result as result
    const { code, message } = response.error
    throw new ProviderRpcError(FROM_SATS_CONNECT[code] ?? WALLET_ERROR_CODES.Internal, message)
  }

  switch (method) {
    case 'getAccountAddresses': {
      const intentions: unknown[] = Array.isArray(params.intentions)
        ? params.intentions
        : ['payment', 'ordinal']
      const { addresses } = await provider<{ addresses: BitcoinDevAddress[] }>('wallet_getAccount', null)
      return addresses
        .map(({ address, publicKey, path, purpose }) => ({
          address,
          publicKey,
          path,
          intention: purpose === 'ordinals' ? 'ordinal' : purpose,
        }))
        .filter((entry) => intentions.includes(entry.intention))
    }
    case 'signMessage': {
      if (typeof params.message !== 'string') throw invalid('signMessage needs a message')
      const protocol = params.protocol ?? 'ecdsa'
      if (protocol !== 'ecdsa' && protocol !== 'bip322')
        throw invalid(`Unknown protocol ${String(protocol)}: 'ecdsa' or 'bip322'`)
      const signed = await provider<{ address: string; signature: string; messageHash: string }>(
        'signMessage',
        {
          address: typeof params.address === 'string' ? params.address : payment.address,
          message: params.message,
          protocol: protocol.toUpperCase(),
        },
      )
      return {
        address: signed.address,
        signature: hex.encode(base64.decode(signed.signature)),
        messageHash: signed.messageHash,
      }
    }
    case 'signPsbt': {
      if (typeof params.psbt !== 'string' || !Array.isArray(params.signInputs))
        throw invalid('signPsbt needs a base64 psbt and signInputs')
      const signInputs: Record<string, number[]> = {}
      for (const input of params.signInputs.map(record)) {
        if (typeof input.address !== 'string' || !Number.isSafeInteger(input.index))
          throw invalid('Every signInputs entry needs an address and an input index')
        if (
          Array.isArray(input.sighashTypes) &&
          input.sighashTypes.some((type) => !SIGHASH_TYPES.includes(type as number))
        )
          throw invalid('The dev wallet signs with SIGHASH_DEFAULT or SIGHASH_ALL only')
        signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index as number]
      }
      return provider<{ psbt: string; txid?: string }>('signPsbt', {
        psbt: params.psbt,
        signInputs,
        broadcast: params.broadcast === true,
      })
    }
    case 'sendTransfer': {
      if (typeof params.recipientAddress !== 'string' || typeof params.amount !== 'string')
        throw invalid('sendTransfer needs a recipientAddress and an amount in sats (string)')
      if (!/^[1-9]\d*$/.test(params.amount) || !Number.isSafeInteger(Number(params.amount)))
        throw invalid(`Not an amount in sats: ${params.amount}`)
      if (params.memo !== undefined) throw invalid('The dev wallet does not add OP_RETURN memos')
      if (params.changeAddress !== undefined && params.changeAddress !== payment.address)
        throw invalid(`The dev wallet sends change to ${payment.address} only`)
      return provider<{ txid: string }>('sendTransfer', {
        recipients: [{ address: params.recipientAddress, amount: Number(params.amount) }],
      })
    }
  }
}
