import { PorticoError } from '@portico/core'

/** An onramp provider failed or could not be reached; the route answers 502. */
export class OnrampProviderError extends PorticoError {
  override name = 'OnrampProviderError'
}

export type OnrampProviderErrorType = OnrampProviderError & { name: 'OnrampProviderError' }
