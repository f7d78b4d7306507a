import { type AuthBridge, findAuth } from '@portico/auth'
import { NoAuthConnectorError, type Portico } from '@portico/core'

/**
 * The embedded wallet's vault bridge, loaded on first use; 'No auth connector found' without one. The
 * bridge keeps the vault's screens in the instance's theme and language itself.
 */
export async function loadAuthBridge(portico: Portico): Promise<AuthBridge> {
  const handle = findAuth(portico.shared)
  if (!handle) throw new NoAuthConnectorError()
  return handle.load()
}
