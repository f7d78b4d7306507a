import { type AdapterSendCalls, findErrorCode, PROVIDER_ERROR_CODES, RPC_ERROR_CODES } from '@portico/core'
import { type Config, getConnectorClient } from '@wagmi/core'
import { type Address, type Hash, type Hex, numberToHex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { encodeSequentialCallsId, NOT_SENT } from './sequentialCalls.ts'

export type SendCallsParameters = AdapterSendCalls & {
  /** How long to wait for each call's receipt before sending the next one, in ms (sequential batches). */
  receiptTimeout: number
}

export type SendCallsReturnType = { id: string }

/** Wallets that lack `wallet_sendCalls` say so with one of these codes. */
const METHOD_UNSUPPORTED: ReadonlySet<unknown> = new Set([
  RPC_ERROR_CODES.MethodNotFound,
  RPC_ERROR_CODES.MethodNotSupported,
  PROVIDER_ERROR_CODES.UnsupportedMethod,
])

/**
 * Sends a batch through the account's wallet with `wallet_sendCalls` (EIP-5792). A wallet without it gets
 * the calls as transactions, each sent once the one before is mined, so an approval lands before the swap
 * that needs it; a failed or reverted call stops the rest. That batch's id carries the hashes, and
 * `getCallsStatus` reads it back from the chain.
 *
 * @example
 * const { id } = await sendCalls(config, { connectorId, address, caipNetwork, calls, receiptTimeout: 60_000 })
 */
export async function sendCalls(
  config: Config,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const chainId = Number(parameters.caipNetwork.id)
  const from = parameters.address as Address
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
    chainId,
    account: from,
  })
  const calls = parameters.calls.map((call) => ({
    to: call.to as Address,
    ...(call.data ? { data: call.data as Hex } : {}),
    ...(call.value !== undefined ? { value: numberToHex(call.value) } : {}),
  }))
  try {
    const response = (await wallet.request(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: numberToHex(chainId),
            from,
            atomicRequired: parameters.atomicRequired ?? false,
            calls,
            ...(parameters.capabilities ? { capabilities: parameters.capabilities } : {}),
          },
        ],
      } as never,
      { retryCount: 0 },
    )) as string | { id: string }
    return { id: typeof response === 'string' ? response : response.id }
  } catch (error) {
    const required = Object.values(parameters.capabilities ?? {}).some(
      (capability) => !(capability as { optional?: boolean } | undefined)?.optional,
    )
    if (parameters.atomicRequired || required || !METHOD_UNSUPPORTED.has(findErrorCode(error))) throw error
  }
  const client = config.getClient({ chainId })
  const hashes: Hash[] = []
  for (const call of calls) {
    const hash = (await wallet
      .request({ method: 'eth_sendTransaction', params: [{ from, ...call }] } as never, { retryCount: 0 })
      .catch((error: unknown) => {
        if (hashes.length === 0) throw error
        return undefined
      })) as Hash | undefined
    if (!hash) break
    hashes.push(hash)
    const receipt = await waitForTransactionReceipt(client, { hash, timeout: parameters.receiptTimeout })
    if (receipt.status === 'reverted') break
  }
  while (hashes.length < calls.length) hashes.push(NOT_SENT)
  return { id: encodeSequentialCallsId({ chainId, hashes }) }
}
