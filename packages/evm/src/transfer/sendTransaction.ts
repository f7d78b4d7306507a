import type { AdapterTransaction } from '@portico/core'
import { type Config, type GetConnectorClientErrorType, getConnectorClient } from '@wagmi/core'
import { type Address, type Hash, type Hex, numberToHex, type RpcError } from 'viem'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { type WaitForTransferErrorType, waitForTransfer } from './waitForTransfer.ts'

export type SendTransactionParameters = AdapterTransaction & {
  /** How long to wait for the receipt, in ms. */
  receiptTimeout: number
  /** How often to ask for the receipt, in ms. */
  receiptPollingInterval: number
}

/** The transaction hash, once the transaction is mined. */
export type SendTransactionReturnType = Hash

export type SendTransactionErrorType = GetConnectorClientErrorType | RpcError | WaitForTransferErrorType

/**
 * Sends a built transaction (an approval, a swap) through the account's wallet with
 * `eth_sendTransaction` and waits for its receipt: a revert is `TransactionRevertedError`.
 *
 * @example
 * const hash = await sendTransaction(config, { connectorId, address, caipNetwork, to: router, data, value: 0n, receiptTimeout: 180_000, receiptPollingInterval: 500 })
 */
export async function sendTransaction(
  config: Config,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const chainId = Number(parameters.caipNetwork.id)
  const account = parameters.address as Address
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
    chainId,
    account,
  })
  const request: { from: Address; to: Address; data: Hex; value?: Hex } = {
    from: account,
    to: parameters.to as Address,
    data: parameters.data as Hex,
  }
  if (parameters.value > 0n) request.value = numberToHex(parameters.value)
  const hash = await wallet.request({ method: 'eth_sendTransaction', params: [request] })
  await waitForTransfer(config.getClient({ chainId }), {
    hash,
    timeout: parameters.receiptTimeout,
    pollingInterval: parameters.receiptPollingInterval,
  })
  return hash
}
