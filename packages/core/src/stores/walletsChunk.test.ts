import {
  makeWallets,
  startTestServer,
  type TestServer,
  writeWalletDirectory,
} from '@portico/testing/core/testServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/http.ts'
import { createWalletsController } from './wallets.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seedWalletsFile: await writeWalletDirectory(makeWallets(8)) })
}, 60_000)
afterAll(() => server?.close())

describe('wallet lists whose requests chunk fails to load (docs/rules/states.md Wallet loading)', () => {
  it('answers the lists with the error, as a failed request does, and loads them on the next call', async () => {
    const errors: unknown[] = []
    let loads = 0
    const wallets = createWalletsController({
      api: createApiClient({ apiUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'test' }),
      featuredWalletIds: () => [],
      includeWalletIds: () => [],
      excludeWalletIds: () => [],
      isMobile: () => false,
      preloadImage: async () => {},
      onSearch: () => {},
      onError: (error) => errors.push(error),
      // The first load fails as a chunk the network dropped does; the next one loads the real chunk.
      load: () =>
        loads++ === 0
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : import('../instance/deferred.ts'),
    })
    await wallets.prefetch()
    expect(wallets.store.getState()).toMatchObject({ listed: true, recommended: [] })
    expect(wallets.store.getState().error).toEqual(expect.any(String))
    expect(errors).toHaveLength(1)

    await wallets.fetchNextPage()
    expect(wallets.store.getState()).toMatchObject({ page: 1, count: 8, error: undefined })
    expect(wallets.store.getState().wallets).toHaveLength(8)
  })
})
