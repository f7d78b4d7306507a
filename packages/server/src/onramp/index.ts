export { ONRAMP } from './constants.ts'
export {
  createSandboxOnrampProvider,
  SANDBOX_TEST_CARD,
  type SandboxOnrampOptions,
  type SandboxOnrampProvider,
  type SandboxOnrampToken,
} from './createSandboxOnrampProvider.ts'
export { type OnrampRoutesOptions, registerOnrampRoutes } from './registerOnrampRoutes.ts'
export type {
  OnrampOptions,
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteParameters,
  OnrampUrlParameters,
} from './types.ts'
