import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../server/startServer.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'
import { startVaultTestServer } from '../testing/testServer.ts'

const PUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const UNLISTED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// docs/rules/errors.md (embedded wallet): the vault's approval screen states token amounts in the symbols of the
// operator's token list; a contract that is not on it keeps base units (its own symbol() is unchecked).
describe('GET /v1/auth/tokens on the secure origin', () => {
  let storage: Storage
  let server: RunningServer
  let vault: string

  beforeAll(async () => {
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    server = await startVaultTestServer(
      storage,
      {},
      {
        blockchain: {
          // Never dialled: the answer comes from the token list alone.
          networks: [
            {
              caipNetworkId: 'eip155:31337',
              rpcUrls: ['http://127.0.0.1:9/'],
              name: 'Devnet',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            },
          ],
          tokens: [
            {
              caipNetworkId: 'eip155:31337',
              address: PUSD,
              name: 'Portico USD',
              symbol: 'PUSD',
              decimals: 6,
            },
          ],
        },
      },
    )
    vault = server.vaultUrl as string
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  const get = (query: string) => fetch(`${vault}/v1/auth/tokens?${query}`, { headers: { origin: vault } })

  it('lists the known tokens among the addresses asked for, in any letter case, and leaves the others out', async () => {
    const response = await get(`chainId=eip155:31337&addresses=${PUSD.toLowerCase()},${UNLISTED}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ tokens: [{ address: PUSD, symbol: 'PUSD', decimals: 6 }] })
    const otherChain = await get(`chainId=eip155:1&addresses=${PUSD}`)
    expect(await otherChain.json()).toEqual({ tokens: [] })
  })

  it('answers 400 with a clear error for a malformed chain or address list', async () => {
    for (const query of [
      `chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&addresses=${PUSD}`,
      'chainId=eip155:31337&addresses=0x1234',
      `chainId=eip155:31337&addresses=${Array(17).fill(PUSD).join(',')}`,
      'chainId=eip155:31337',
    ]) {
      const response = await get(query)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error, query).toMatch(/chainId|addresses/)
    }
  })
})
