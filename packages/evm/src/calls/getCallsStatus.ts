import type { CallsStatus } from '@portico/core'
import { type Config, getConnectorClient } from '@wagmi/core'
import {
  type GetCallsStatusErrorType as ViemGetCallsStatusErrorType,
  getCallsStatus as viemGetCallsStatus,
} from 'viem/actions'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'

export type GetCallsStatusParameters = { connectorId: string; id: string }

export type GetCallsStatusReturnType = CallsStatus

export type GetCallsStatusErrorType = ViemGetCallsStatusErrorType

/**
 * Reads a batch's status from the wallet (`wallet_getCallsStatus`), or from the chain's receipts for a
 * batch that was sent one transaction at a time.
 *
 * @example
 * const { status, receipts } = await getCallsStatus(config, { connectorId, id })
 */
export async function getCallsStatus(
  config: Config,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
  })
  const result = await viemGetCallsStatus(wallet, { id: parameters.id })
  return {
    id: parameters.id,
    status: result.status ?? 'pending',
    statusCode: result.statusCode,
    atomic: result.atomic,
    receipts: (result.receipts ?? []).map((receipt) => ({
      transactionHash: receipt.transactionHash,
      status: receipt.status,
      blockNumber: receipt.blockNumber,
    })),
  }
}
