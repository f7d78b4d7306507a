export {
  type CoinbaseOnrampOptions,
  cdpJwt,
  createCoinbaseOnrampProvider,
} from './createCoinbaseOnrampProvider.ts'
export { createMeldOnrampProvider, type MeldOnrampOptions } from './createMeldOnrampProvider.ts'
export {
  createSandboxOnrampProvider,
  SANDBOX_TEST_CARD,
  type SandboxOnrampOptions,
  type SandboxOnrampProvider,
  type SandboxOnrampToken,
} from './createSandboxOnrampProvider.ts'
export { OnrampProviderError, type OnrampProviderErrorType } from './errors.ts'
export { type OnrampRoutesOptions, registerOnrampRoutes } from './registerOnrampRoutes.ts'
export type {
  OnrampOptions,
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteParameters,
  OnrampUrlParameters,
} from './types.ts'
