import { WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { SessionProvider } from './createSessionProvider.ts'
import type { GetWalletConnectFaceReturnType } from './getWalletConnectFace.ts'
import { WALLET_CONNECT_ICON } from './icon.ts'

export type WalletConnectConnectorParameters = {
  /** The session and its eip155 face, loaded on the connector's first use (a chunk of their own). */
  load: () => Promise<GetWalletConnectFaceReturnType>
}

/**
 * The wagmi connector of the shared WalletConnect session (id `walletConnect`), so a dapp's own wagmi
 * hooks see the connection: connect proposes (or reuses) the session, disconnect ends it, and the
 * wallet's account and chain changes reach wagmi through the session provider's events.
 *
 * @example
 * const connector = config._internal.connectors.setup(walletConnectConnector({ load }))
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters) {
  const { load } = parameters
  return createConnector<SessionProvider>((config) => {
    let listening = false
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) })
    const onDisconnect = () => config.emitter.emit('disconnect')

    function listen(provider: SessionProvider) {
      if (listening) return
      listening = true
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('disconnect', onDisconnect)
    }

    function unlisten(provider: SessionProvider) {
      listening = false
      provider.removeListener('accountsChanged', onAccountsChanged)
      provider.removeListener('chainChanged', onChainChanged)
      provider.removeListener('disconnect', onDisconnect)
    }

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      icon: WALLET_CONNECT_ICON,
      async connect({ chainId, isReconnecting } = {}) {
        const { session, provider } = await load()
        if (isReconnecting) {
          await session.load()
          if (!session.current)
            throw new UserRejectedRequestError(new Error('No WalletConnect session to restore'))
        } else if (!session.current) {
          await session.connect()
        }
        listen(provider)
        if (chainId && chainId !== provider.getChainId()) {
          await this.switchChain?.({ chainId }).catch(() => undefined)
        }
        // wagmi types `accounts` by `withCapabilities`; this connector reports plain addresses.
        return { accounts: provider.getAccounts() as never, chainId: provider.getChainId() }
      },
      async disconnect() {
        const { session, provider } = await load()
        unlisten(provider)
        await session.disconnect()
      },
      async getAccounts(): Promise<readonly Address[]> {
        return (await load()).provider.getAccounts()
      },
      async getChainId() {
        return (await load()).provider.getChainId()
      },
      async getProvider() {
        return (await load()).provider
      },
      async isAuthorized() {
        try {
          const { session, provider } = await load()
          await session.load()
          return Boolean(session.current) && provider.getAccounts().length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        await (await load()).provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
