import { PorticoError } from '@portico/core'

/**
 * The server's config file cannot be used: missing, not JSON, or a field with a wrong value.
 * `shortMessage` names the field (e.g. `networks[0].rpcUrls[1] must be an http(s) URL`), `details`
 * the file.
 */
export class PorticoConfigError extends PorticoError {
  override name = 'PorticoConfigError'
}

export type PorticoConfigErrorType = PorticoConfigError & { name: 'PorticoConfigError' }
