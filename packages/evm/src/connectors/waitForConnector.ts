import { type Config, type Connector, watchConnectors } from '@wagmi/core'

export type WaitForConnectorParameters = {
  connectorId: string
  /** How long to wait for the wallet to announce itself, in ms. */
  timeout: number
}

/**
 * The wagmi connector of a connector id, waiting up to `timeout` for it: extensions announce
 * themselves over EIP-6963 when they like, possibly after the page's scripts ran. `undefined` when
 * it never shows up.
 */
export function waitForConnector(
  config: Config,
  parameters: WaitForConnectorParameters,
): Promise<Connector | undefined> {
  const find = () => config.connectors.find((connector) => connector.id === parameters.connectorId)
  const found = find()
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      stop()
      clearTimeout(timer)
      resolve(connector)
    }
    const stop = watchConnectors(config, {
      onChange() {
        const connector = find()
        if (connector) done(connector)
      },
    })
    const timer = setTimeout(() => done(undefined), parameters.timeout)
  })
}
