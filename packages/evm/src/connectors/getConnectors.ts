import type { Connector } from '@portico/core'
import type { Config } from '@wagmi/core'
import { toConnector } from './toConnector.ts'

/** The Portico connectors (docs/rules/entities.md) of every wagmi connector, EIP-6963 wallets marked as announced. */
export function getConnectors(config: Config): Connector[] {
  const providers = config._internal.mipd?.getProviders() ?? []
  const announced = new Set(providers.map((provider) => provider.info.rdns))
  return config.connectors.map((connector) =>
    toConnector(connector, { announced: announced.has(connector.id) }),
  )
}
