import type { AdapterConnections } from '@portico/core'
import { type Config, deepEqual } from '@wagmi/core'
import { type DescribeWallet, toAdapterConnections } from './toAdapterConnections.ts'

export type WatchAdapterConnectionsParameters = {
  onChange(connections: AdapterConnections): void
  describeWallet?: DescribeWallet | undefined
}

export type WatchAdapterConnectionsReturnType = () => void

/**
 * Reports wagmi's connections whenever a connector, account, chain or the active connection really
 * changes: wagmi's state is the truth and core mirrors it. What wagmi already holds is reported at
 * once, but an empty state is not, so a state core hydrated (server rendering) stays until
 * `reconnect` confirms or clears it.
 */
export function watchAdapterConnections(
  config: Config,
  parameters: WatchAdapterConnectionsParameters,
): WatchAdapterConnectionsReturnType {
  const initial = toAdapterConnections(config, parameters.describeWallet)
  if (initial.connections.length > 0) parameters.onChange(initial)
  return config.subscribe(
    () => toAdapterConnections(config, parameters.describeWallet),
    (connections) => parameters.onChange(connections),
    { equalityFn: deepEqual },
  )
}
