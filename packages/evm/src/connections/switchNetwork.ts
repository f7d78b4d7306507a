import type { CaipNetwork } from '@portico/core'
import { type Config, switchChain } from '@wagmi/core'
import { getProvider } from '../connectors/getProvider.ts'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { switchInjectedChain } from './switchInjectedChain.ts'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }

/**
 * Moves a connection to another network (docs/rules/states.md Switching network): injected wallets through
 * {@link switchInjectedChain}, other connectors through wagmi's `switchChain`. Resolves once wagmi's
 * state has the new chain, so the `connectionsChanged` report went out first.
 */
export async function switchNetwork(config: Config, parameters: SwitchNetworkParameters): Promise<void> {
  const { connectorId, caipNetwork } = parameters
  const connector = getWagmiConnector(config, connectorId)
  const chainId = Number(caipNetwork.id)
  if (connector.type !== 'injected') {
    await switchChain(config, { connector, chainId })
    return
  }
  await switchInjectedChain(await getProvider(config, connectorId), caipNetwork)
  const switched = () => config.state.connections.get(connector.uid)?.chainId === chainId
  if (switched()) return
  // Some wallets switch without a chainChanged event: tell wagmi what the wallet now reports.
  if ((await connector.getChainId()) === chainId && !switched()) connector.emitter.emit('change', { chainId })
}
