import { AUTH_CONNECTOR_ID, type AuthHandle } from '@portico/auth'
import type { AuthEvmProvider } from '@portico/auth/bridge'
import type { CaipNetwork } from '@portico/core'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'

export type AuthConnectorParameters = {
  auth: AuthHandle
  networks: readonly CaipNetwork[]
  /** The Portico server and project, whose bundler route serves the wallet's smart accounts. */
  apiUrl: string
  projectId: string
}

/** The wagmi type of the embedded wallet's connector; `toConnector` reports it as AUTH
 * (docs/rules/entities.md Connector types). */
export const AUTH_WAGMI_TYPE = 'portico-auth'

/**
 * The wagmi connector of the embedded wallet (id `ID_AUTH`): an EIP-1193 provider over the vault
 * iframe, whose code loads on the first connect, reconnect or request, never at page load.
 *
 * @example
 * const connector = config._internal.connectors.setup(authConnector({ auth, networks, apiUrl, projectId }))
 */
export function authConnector(parameters: AuthConnectorParameters) {
  let provider: Promise<AuthEvmProvider> | undefined
  const getProvider = () => {
    provider ??= Promise.all([parameters.auth.load(), import('@portico/auth/bridge')]).then(
      ([bridge, { createAuthEvmProvider }]) =>
        createAuthEvmProvider({
          bridge,
          chains: parameters.networks.map((network) => ({
            id: Number(network.id),
            name: network.name,
            rpcUrl: network.rpcUrls.default.http[0] as string,
            currency: { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals },
          })),
          smartAccount: parameters.auth.smartAccountFactory
            ? {
                factory: parameters.auth.smartAccountFactory,
                account: parameters.auth.account,
                apiUrl: parameters.apiUrl,
                projectId: parameters.projectId,
              }
            : undefined,
        }),
    )
    return provider
  }
  return createConnector<AuthEvmProvider>((config) => {
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) })
    let listening = false
    return {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: AUTH_WAGMI_TYPE,
      async connect({ chainId } = {}) {
        const current = await getProvider()
        let accounts: readonly Address[]
        try {
          accounts = (await current.request({ method: 'eth_requestAccounts' })) as Address[]
        } catch (error) {
          throw new UserRejectedRequestError(error as Error)
        }
        if (!listening) {
          listening = true
          current.on('accountsChanged', onAccountsChanged as never)
          current.on('chainChanged', onChainChanged as never)
        }
        if (chainId && chainId !== current.getChainId()) await this.switchChain?.({ chainId })
        return {
          accounts: accounts.map((account) => getAddress(account)) as never,
          chainId: current.getChainId(),
        }
      },
      async disconnect() {
        const current = await getProvider()
        const { auth } = parameters
        await (await auth.load()).request('logout', {})
        current.setAccounts([])
      },
      async getAccounts() {
        return ((await (await getProvider()).request({ method: 'eth_accounts' })) as Address[]).map(
          (account) => getAddress(account),
        )
      },
      async getChainId() {
        return (await getProvider()).getChainId()
      },
      getProvider,
      async isAuthorized() {
        try {
          const accounts = (await (
            await getProvider()
          ).request({ method: 'eth_requestAccounts' })) as Address[]
          return accounts.length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        await (await getProvider()).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect: () => config.emitter.emit('disconnect'),
    }
  })
}
