import { type AdapterSendCalls, findErrorCode, PROVIDER_ERROR_CODES } from '@portico/core'
import { type Config, getConnectorClient } from '@wagmi/core'
import { type Address, type Client, type Hex, MethodNotFoundRpcError } from 'viem'
import { type SendCallsErrorType as ViemSendCallsErrorType, sendCalls as viemSendCalls } from 'viem/actions'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'

export type SendCallsParameters = AdapterSendCalls

export type SendCallsReturnType = { id: string }

export type SendCallsErrorType = ViemSendCallsErrorType

/**
 * Sends a batch through the account's wallet with `wallet_sendCalls`; a wallet without it gets the
 * calls as `eth_sendTransaction`s one by one (viem's fallback), whose batch id `getCallsStatus` reads
 * back from the chain.
 *
 * @example
 * const { id } = await sendCalls(config, { connectorId, address, caipNetwork, calls })
 */
export async function sendCalls(
  config: Config,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const chainId = Number(parameters.caipNetwork.id)
  const account = parameters.address as Address
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
    chainId,
    account,
  })
  const { id } = await viemSendCalls(withMethodNotFound(wallet), {
    account,
    chain: wallet.chain,
    calls: parameters.calls.map((call) => ({
      to: call.to as Address,
      data: call.data as Hex | undefined,
      value: call.value,
    })),
    forceAtomic: parameters.atomicRequired ?? false,
    capabilities: parameters.capabilities,
    experimental_fallback: !parameters.atomicRequired,
  })
  return { id }
}

/**
 * viem falls back to one transaction per call when `wallet_sendCalls` is "not found" (-32601, as most
 * wallets say); EIP-1193's own "unsupported method" (4200) means the same, so it is reported as such.
 */
function withMethodNotFound<client extends Client>(wallet: client): client {
  const request: Client['request'] = async (args, options) => {
    try {
      return await wallet.request(args as never, options)
    } catch (error) {
      if (
        args.method === 'wallet_sendCalls' &&
        findErrorCode(error) === PROVIDER_ERROR_CODES.UnsupportedMethod
      )
        throw new MethodNotFoundRpcError(error as Error, { method: args.method })
      throw error
    }
  }
  return { ...wallet, request }
}
