import { PorticoError } from '@portico/core'

/** `createRpcTransport` was given no RPC URL. */
export class RpcUrlsRequiredError extends PorticoError {
  override name = 'RpcUrlsRequiredError'
  constructor() {
    super('An RPC transport needs at least one URL', {
      details: 'Give the network rpcUrls.default.http, or pass `urls` to createRpcTransport.',
    })
  }
}

export type RpcUrlsRequiredErrorType = RpcUrlsRequiredError & { name: 'RpcUrlsRequiredError' }
