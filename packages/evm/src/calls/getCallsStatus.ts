import type { CallsStatus } from '@portico/core'
import { type Config, getConnectorClient } from '@wagmi/core'
import { type Hash, type Hex, hexToBigInt } from 'viem'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { decodeSequentialCallsId, NOT_SENT } from './sequentialCalls.ts'

export type GetCallsStatusParameters = { connectorId: string; id: string }

export type GetCallsStatusReturnType = CallsStatus

type RpcReceipt = { transactionHash: Hash; status: Hex; blockNumber: Hex }

/**
 * Reads a batch's status: from the wallet (`wallet_getCallsStatus`), or, for a batch sent one
 * transaction at a time, from the chain's receipts.
 *
 * @example
 * const { status, receipts } = await getCallsStatus(config, { connectorId, id })
 */
export async function getCallsStatus(
  config: Config,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const { id } = parameters
  const sequential = decodeSequentialCallsId(id)
  if (sequential) {
    const client = config.getClient({ chainId: sequential.chainId })
    const sent = sequential.hashes.filter((hash) => hash !== NOT_SENT)
    const receipts = (
      await Promise.all(
        sent.map(
          (hash) =>
            client.request({
              method: 'eth_getTransactionReceipt',
              params: [hash],
            }) as Promise<RpcReceipt | null>,
        ),
      )
    ).filter((receipt): receipt is RpcReceipt => receipt !== null)
    const done = receipts.length === sent.length
    const failed =
      sent.length < sequential.hashes.length || receipts.some((receipt) => receipt.status !== '0x1')
    return toStatus(id, done ? (failed ? 500 : 200) : 100, false, receipts)
  }
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
  })
  const result = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] } as never, {
    retryCount: 0,
  })) as {
    status: number | string
    atomic?: boolean
    receipts?: RpcReceipt[]
  }
  // Wallets on the first EIP-5792 draft answer 'PENDING' / 'CONFIRMED' instead of a code.
  const code = typeof result.status === 'number' ? result.status : result.status === 'CONFIRMED' ? 200 : 100
  return toStatus(id, code, result.atomic ?? false, result.receipts ?? [])
}

function toStatus(
  id: string,
  statusCode: number,
  atomic: boolean,
  receipts: readonly RpcReceipt[],
): CallsStatus {
  return {
    id,
    status: statusCode < 200 ? 'pending' : statusCode < 300 ? 'success' : 'failure',
    statusCode,
    atomic,
    receipts: receipts.map((receipt) => ({
      transactionHash: receipt.transactionHash,
      status: receipt.status === '0x1' ? 'success' : 'reverted',
      blockNumber: hexToBigInt(receipt.blockNumber),
    })),
  }
}
