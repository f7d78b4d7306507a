import { PorticoError } from '@portico/core'

export type EvmNetworksRequiredErrorType = EvmNetworksRequiredError & { name: 'EvmNetworksRequiredError' }

/** `createEvmAdapter` got neither networks nor a wagmi config to take them from. */
export class EvmNetworksRequiredError extends PorticoError {
  override name = 'EvmNetworksRequiredError' as const
  constructor() {
    super('createEvmAdapter needs networks or a wagmiConfig')
  }
}

export type NotEvmNetworkErrorType = NotEvmNetworkError & { name: 'NotEvmNetworkError' }

/** A network of another namespace was given where only eip155 networks fit. */
export class NotEvmNetworkError extends PorticoError {
  override name = 'NotEvmNetworkError' as const
  constructor({ caipNetworkId }: { caipNetworkId: string }) {
    super('Not an EVM network', { details: `${caipNetworkId} is not an eip155 network.` })
  }
}

export type EvmAdapterNotSetUpErrorType = EvmAdapterNotSetUpError & { name: 'EvmAdapterNotSetUpError' }

/** The adapter was used before the Portico instance set it up (`portico.mount()`). */
export class EvmAdapterNotSetUpError extends PorticoError {
  override name = 'EvmAdapterNotSetUpError' as const
  constructor() {
    super('The EVM adapter is not set up yet', { details: 'Mount the Portico instance first.' })
  }
}

export type RpcUrlsRequiredErrorType = RpcUrlsRequiredError & { name: 'RpcUrlsRequiredError' }

/** An RPC transport was asked for without any URL. */
export class RpcUrlsRequiredError extends PorticoError {
  override name = 'RpcUrlsRequiredError' as const
  constructor() {
    super('createRpcTransport needs at least one URL')
  }
}

export type RpcChainMismatchErrorType = RpcChainMismatchError & { name: 'RpcChainMismatchError' }

/** An RPC endpoint answered for another chain than the network it was configured for. */
export class RpcChainMismatchError extends PorticoError {
  override name = 'RpcChainMismatchError' as const
  constructor({ expected, received, url }: { expected: number; received: number; url: string }) {
    // 4901 (chain disconnected): not retried, and a fallback moves on to the next endpoint.
    super('The RPC endpoint is on another chain', {
      code: 4901,
      details: `${url} answered chain ${received}, expected ${expected}.`,
    })
  }
}
