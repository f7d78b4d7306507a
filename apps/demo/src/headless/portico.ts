import { createPortico } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { NETWORKS } from '../networks.ts'
import { API_URL } from '../portico.ts'

/**
 * The headless example's own instance: the EVM adapter is created eagerly, because this page lists
 * the browser's wallets at once instead of waiting for a click on a connect button.
 */
export const portico = createPortico({
  apiUrl: API_URL,
  projectId: import.meta.env.VITE_PORTICO_PROJECT_ID ?? 'portico-local',
  metadata: { name: 'Portico Headless', description: 'A custom wallet UI from Portico hooks' },
  networks: NETWORKS,
  adapters: [createEvmAdapter({ networks: NETWORKS })],
})
