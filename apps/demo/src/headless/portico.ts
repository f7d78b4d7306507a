import { createBitcoinAdapter } from '@portico/bitcoin'
import { createPortico } from '@portico/core'
import { createEvmAdapter } from '@portico/evm'
import { createSolanaAdapter } from '@portico/solana'
import { BITCOIN_NETWORKS, NETWORKS, SOLANA_NETWORKS } from '../networks.ts'
import { API_URL } from '../portico.ts'

/**
 * The headless example's own instance on the local EVM, Solana and Bitcoin chains: the adapters are
 * created eagerly, because this page lists the browser's wallets at once instead of waiting for a click
 * on a connect button.
 */
export const portico = createPortico({
  apiUrl: API_URL,
  projectId: import.meta.env.VITE_PORTICO_PROJECT_ID ?? 'portico-local',
  metadata: { name: 'Portico Headless', description: 'A custom wallet UI from Portico hooks' },
  networks: [...NETWORKS, ...SOLANA_NETWORKS, ...BITCOIN_NETWORKS],
  adapters: [
    createEvmAdapter({ networks: NETWORKS }),
    createSolanaAdapter({ networks: SOLANA_NETWORKS }),
    createBitcoinAdapter({ networks: BITCOIN_NETWORKS }),
  ],
})
