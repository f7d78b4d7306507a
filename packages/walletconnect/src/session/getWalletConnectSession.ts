import type { AdapterContext } from '@portico/core'
import { createWalletConnectSession, type WalletConnectSession } from './createWalletConnectSession.ts'

/** Key of the instance's one WalletConnect session among its shared values; every namespace face uses it. */
export const WALLET_CONNECT_SESSION_KEY = 'walletConnect:session'

/**
 * The instance's one WalletConnect session, created by whichever adapter asks first with the dapp's
 * metadata, relay and pairing reporter. Each adapter then adds its namespace to it.
 *
 * @example
 * const session = getWalletConnectSession(context)
 * session.addNamespace('solana', { chains, methods, events: [] })
 */
export function getWalletConnectSession(context: AdapterContext): WalletConnectSession {
  return context.shared(WALLET_CONNECT_SESSION_KEY, () =>
    createWalletConnectSession({
      relayUrl: context.relayUrl,
      projectId: context.projectId,
      metadata: {
        name: context.metadata.name,
        description: context.metadata.description ?? context.metadata.name,
        url: context.metadata.url ?? globalThis.location?.origin ?? 'http://127.0.0.1',
        icons: [...(context.metadata.icons ?? [])],
      },
      pairing: context.pairing,
    }),
  )
}
