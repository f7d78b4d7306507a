import type { AddressInfo } from 'node:net'
import type { TokenBalance } from '@portico/core'
import {
  getDevnetServerConfig,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_FUNDS,
  SOLANA_DEVNET_PUSD,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../../storage/createStorage.ts'

const SOLANA = SOLANA_DEVNET_CAIP_NETWORK_ID
const [owner] = SOLANA_DEV_ACCOUNTS

describe('blockchain API on the local Solana chain (docs/rules/permissions.md balance on Solana, api.md gas price for Solana)', () => {
  let solana: StartSolanaDevnetReturnType
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    solana = await startSolanaDevnet({ port: 0 })
    const config = getDevnetServerConfig({ solanaUrl: solana.url })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      blockchain: { ...blockchainOptionsFromConfig(config), balanceCacheMs: 0 },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app?.close()
    await solana?.stop()
  })

  const getJson = async <T>(path: string, status = 200): Promise<T> => {
    const response = await fetch(`${base}${path}`)
    expect(response.status, path).toBe(status)
    return (await response.json()) as T
  }

  it('lists the Solana network among the supported chains', async () => {
    const { http } = await getJson<{ http: string[] }>('/v1/supported-chains')
    expect(http).toContain(SOLANA)
    expect(http).toContain('eip155:31337')
  })

  it('answers SOL and the PUSD token account, with decimals, exact quantities and local prices', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${owner.address}/balance?currency=usd&chainId=${SOLANA}`,
    )
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA,
        price: 150,
        value: 150_000,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: expect.any(String),
      },
      {
        name: SOLANA_DEVNET_PUSD.name,
        symbol: 'PUSD',
        chainId: SOLANA,
        address: `${SOLANA}:${SOLANA_DEVNET_PUSD.address}`,
        price: 1,
        value: Number(SOLANA_DEVNET_FUNDS.pusd) / 1e6,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: expect.any(String),
      },
    ])
    // Without chainId a Solana address is read on the Solana networks only.
    const all = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${owner.address}/balance?currency=usd`,
    )
    expect(all.balances.map((balance) => balance.chainId)).toEqual([SOLANA, SOLANA])
    // An EVM network asked for a Solana address: nothing (docs/rules/validation.md).
    const evm = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${owner.address}/balance?currency=usd&chainId=eip155:31337`,
      400,
    )
    expect(evm).toMatchObject({ statusCode: 400 })
  })

  it('answers one gas price for all three speeds', async () => {
    expect(await getJson(`/v1/convert/gas-price?chainId=${SOLANA}`)).toEqual({
      standard: '0',
      fast: '0',
      instant: '0',
    })
  })
})
