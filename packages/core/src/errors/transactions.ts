import { PorticoError } from './base.ts'

/** SPEC §4, §8: a send, a swap or a balance call on a namespace Portico cannot handle. */
export class UnsupportedChainError extends PorticoError {
  override name = 'UnsupportedChainError'
  constructor(parameters: { chainNamespace?: string | undefined } = {}) {
    super('Unsupported chain', {
      details: parameters.chainNamespace ? `Namespace: ${parameters.chainNamespace}` : undefined,
    })
  }
}

/** SPEC §5, §8: 'An amount and receiver address are required'. */
export class SendAmountAndReceiverRequiredError extends PorticoError {
  override name = 'SendAmountAndReceiverRequiredError'
  constructor() {
    super('An amount and receiver address are required')
  }
}

/** SPEC §5, §8: 'A token is required'. */
export class SendTokenRequiredError extends PorticoError {
  override name = 'SendTokenRequiredError'
  constructor() {
    super('A token is required')
  }
}

/** SPEC §5, §8: an ERC20 send without a token address. */
export class Erc20TokenAddressRequiredError extends PorticoError {
  override name = 'Erc20TokenAddressRequiredError'
  constructor() {
    super('SendController:sendERC20Token - tokenAddress is required')
  }
}

/** SPEC §5, §8: gas price on an unsupported network. */
export class GasPriceNetworkNotSupportedError extends PorticoError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor(chainId?: string) {
    super('Network not supported for Gas Price', { details: chainId ? `Network: ${chainId}` : undefined })
  }
}

/** SPEC §5, §8: swap calldata or approval on an unsupported network. */
export class SwapNetworkNotSupportedError extends PorticoError {
  override name = 'SwapNetworkNotSupportedError'
  constructor(chainId?: string) {
    super('Network not supported for Swaps', { details: chainId ? `Network: ${chainId}` : undefined })
  }
}
