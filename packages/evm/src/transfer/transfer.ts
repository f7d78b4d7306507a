import type { AdapterTransfer } from '@portico/core'
import { type Config, type GetConnectorClientErrorType, getConnectorClient } from '@wagmi/core'
import type { Address, Hash, RpcError } from 'viem'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { getErc20TransferAbi } from './getErc20TransferAbi.ts'
import { type SimulateTransferErrorType, simulateTransfer } from './simulateTransfer.ts'
import { toTransferRequest } from './toTransferRequest.ts'
import { type WaitForTransferErrorType, waitForTransfer } from './waitForTransfer.ts'

export type TransferParameters = AdapterTransfer & {
  /** Tokens whose `transfer` returns nothing, besides the known USDT contracts. */
  usdtContracts?: readonly string[] | undefined
  /** How long to wait for the receipt, in ms. */
  receiptTimeout: number
  /** How often to ask for the receipt, in ms. */
  receiptPollingInterval: number
}

/** The transaction hash, once the transaction is mined. */
export type TransferReturnType = Hash

export type TransferErrorType =
  | GetConnectorClientErrorType
  | SimulateTransferErrorType
  | RpcError
  | WaitForTransferErrorType

/**
 * Sends the native coin (`sendTransaction`) or an ERC20 token through the account's wallet and waits
 * for the receipt. A token transfer is simulated first with the ABI variant the token needs (docs/rules/api.md):
 * decoding its return value makes a wrong variant fail before the wallet is asked to sign.
 */
export async function transfer(config: Config, parameters: TransferParameters): Promise<TransferReturnType> {
  const { token, caipNetwork } = parameters
  const chainId = Number(caipNetwork.id)
  const account = parameters.address as Address
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
    chainId,
    account,
  })
  const client = config.getClient({ chainId })
  const request = toTransferRequest(parameters)
  if (token) {
    const abi = getErc20TransferAbi({
      caipNetworkId: caipNetwork.caipNetworkId,
      tokenAddress: token.address,
      usdtContracts: parameters.usdtContracts,
    })
    await simulateTransfer(client, { request, abi })
  }
  const hash = await wallet.request({ method: 'eth_sendTransaction', params: [request] })
  await waitForTransfer(client, {
    hash,
    timeout: parameters.receiptTimeout,
    pollingInterval: parameters.receiptPollingInterval,
  })
  return hash
}
