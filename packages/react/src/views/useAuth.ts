import { type AuthBridge, findAuth } from '@portico/auth'
import { NoAuthConnectorError, type Portico } from '@portico/core'

const synced = new WeakSet<AuthBridge>()

/** Keeps the vault's screens (approvals, settings) in the modal's theme; a failed sync is only logged. */
function syncTheme(portico: Portico, bridge: AuthBridge) {
  if (synced.has(bridge)) return
  synced.add(bridge)
  const send = () =>
    bridge
      .request('setTheme', { mode: portico.theme.store.getState().themeMode })
      .catch((error: unknown) =>
        portico.environment.logger.warn('Theme sync to the auth connector failed', error),
      )
  void send()
  portico.theme.store.subscribe(send)
}

/** The embedded wallet's vault bridge, loaded on first use; 'No auth connector found' without one. */
export async function loadAuthBridge(portico: Portico): Promise<AuthBridge> {
  const handle = findAuth(portico.shared)
  if (!handle) throw new NoAuthConnectorError()
  const bridge = await handle.load()
  syncTheme(portico, bridge)
  return bridge
}
