import { readFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import { connect } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_CACHE_CONTROL } from '../http/sendImage.ts'
import { DEFAULT_REMOTE_FEATURES } from '../projects/features.ts'
import { DEFAULT_PROJECT_ID } from '../projects/project.ts'
import { createProject } from '../projects/projectsRepository.ts'
import { SEED_WALLETS_FILE } from '../seed/seedPaths.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'
import type { Wallet } from '../wallets/wallet.ts'
import { WALLET_LIST_CACHE_CONTROL } from './routes/wallets.ts'

type WalletsBody = { data: Wallet[]; count: number }
type ErrorBody = { statusCode: number; error: string; message: string }

describe.each(backends())(
  'server routes on $name (docs/rules/api.md, errors.md, limits.md)',
  (backend: Backend) => {
    let storage: Storage
    let server: TestServer
    let upgrades: string[]

    beforeAll(async () => {
      storage = await backend.open()
      upgrades = []
      server = await startTestServer(storage, {
        onUpgrade: (request, socket) => {
          upgrades.push(request.url ?? '')
          socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n')
        },
      })
      await createProject(storage.db, 'shop', {
        name: 'Shop',
        allowedOrigins: ['https://shop.example.com'],
        features: { swaps: false, socials: ['google', 'github'] },
        analyticsEnabled: false,
      })
    }, 60_000)

    afterAll(async () => {
      await server?.close()
      if (storage) await backend.dispose(storage)
    })

    const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
    async function getJson<T>(path: string, status = 200): Promise<T> {
      const response = await get(path)
      expect(response.status, path).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      return (await response.json()) as T
    }
    const expectBadRequest = async (path: string, message: string | RegExp) => {
      const body = await getJson<ErrorBody>(path, 400)
      expect(body.error).toBe('Bad Request')
      expect(body.message).toMatch(message)
    }

    describe('GET /health (issue 3 process)', () => {
      it('reports storage kind, uptime and the wallet directory', async () => {
        const body = await getJson<Record<string, unknown>>('/health')
        expect(body).toMatchObject({ status: 'ok', storage: backend.name, walletsRevision: 1 })
        expect(body.wallets).toBeGreaterThan(600)
        expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0)
      })
    })

    describe('GET /getWallets (docs/rules/api.md, limits.md page sizes 4, 40, 100)', () => {
      it('pages the directory in popularity order with {data, count}', async () => {
        const first = await getJson<WalletsBody>(
          '/getWallets?page=1&entries=40&projectId=portico-local&st=appkit&sv=html-wagmi-4.2.2',
        )
        expect(first.data).toHaveLength(40)
        expect(first.count).toBeGreaterThan(600)
        const seedIds = (
          JSON.parse(readFileSync(SEED_WALLETS_FILE, 'utf8')) as { wallets: { id: string }[] }
        ).wallets.map((wallet) => wallet.id)
        expect(first.data.map((wallet) => wallet.id)).toEqual(seedIds.slice(0, 40))
        const second = await getJson<WalletsBody>('/getWallets?page=2&entries=40')
        expect(second.data.map((wallet) => wallet.id)).toEqual(seedIds.slice(40, 80))
        const recommended = await getJson<WalletsBody>('/getWallets?page=1&entries=4')
        expect(recommended.data.map((wallet) => wallet.id)).toEqual(
          first.data.slice(0, 4).map((wallet) => wallet.id),
        )
        const beyond = await getJson<WalletsBody>('/getWallets?page=1000&entries=40')
        expect(beyond).toEqual({ data: [], count: first.count })
      })

      it('lets the browser of a returning visitor reuse the list: Cache-Control, an ETag and 304 (issue 11)', async () => {
        const path = '/getWallets?page=1&entries=4'
        const first = await get(path, { headers: { 'accept-encoding': 'gzip' } })
        expect(first.status).toBe(200)
        expect(first.headers.get('cache-control')).toBe(WALLET_LIST_CACHE_CONTROL)
        const etag = first.headers.get('etag')
        expect(etag).toMatch(/^"[\w-]+"$/)
        const again = await get(path, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag! } })
        expect(again.status).toBe(304)
        expect(await again.text()).toBe('')
        const plain = await get(path, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag! } })
        expect(plain.status, 'another encoding is another representation').toBe(200)
        expect(plain.headers.get('etag')).not.toBe(etag)
        const other = await get('/getWallets?page=2&entries=4', { headers: { 'if-none-match': etag! } })
        expect(other.status).toBe(200)
      })

      it('returns docs/rules/entities.md wallet fields with an absolute image_url on this server', async () => {
        const { data } = await getJson<WalletsBody>('/getWallets?include=io.metamask')
        const metamask = data[0]
        expect(metamask).toMatchObject({
          id: 'io.metamask',
          name: 'MetaMask',
          image_id: 'io.metamask',
          image_url: `${server.url}/getWalletImage/io.metamask`,
          rdns: 'io.metamask',
          mobile_link: 'metamask://',
          badge_type: 'certified',
        })
        for (const key of [
          'desktop_link',
          'webapp_link',
          'app_store',
          'play_store',
          'chrome_store',
          'chains',
          'namespaces',
          'injected',
        ]) {
          expect(metamask).toHaveProperty(key)
        }
        expect(metamask?.namespaces).toContain('eip155')
        const image = await fetch(metamask?.image_url ?? '')
        expect(image.status).toBe(200)
      })

      it('searches trimmed and case-insensitive over names and aliases, prefix matches first', async () => {
        const { data, count } = await getJson<WalletsBody>('/getWallets?search=%20%20META%20&entries=100')
        expect(data[0]?.name).toBe('MetaMask')
        expect(count).toBe(data.length)
        const wallet = await getJson<WalletsBody>('/getWallets?search=wallet&entries=100')
        const prefixCount = wallet.data.findIndex(
          (item) =>
            !item.name.toLowerCase().startsWith('wallet') &&
            !item.aliases.some((alias) => alias.toLowerCase().startsWith('wallet')),
        )
        expect(prefixCount).toBeGreaterThan(0)
        for (const item of wallet.data.slice(prefixCount)) {
          const names = [item.name, ...item.aliases].map((name) => name.toLowerCase())
          expect(names.some((name) => name.startsWith('wallet'))).toBe(false)
        }
        const byAlias = await getJson<WalletsBody>('/getWallets?search=bitkeep')
        expect(byAlias.data.map((item) => item.name)).toContain('Bitget Wallet')
        const none = await getJson<WalletsBody>('/getWallets?search=zzzz-no-such-wallet')
        expect(none).toEqual({ data: [], count: 0 })
      })

      it('filters by include, exclude, badge_type and chains', async () => {
        const included = await getJson<WalletsBody>('/getWallets?include=io.metamask,io.rabby,no.such.id')
        expect(included.data.map((wallet) => wallet.id).sort()).toEqual(['io.metamask', 'io.rabby'])
        expect(included.count).toBe(2)
        const excluded = await getJson<WalletsBody>('/getWallets?exclude=io.metamask&search=metamask')
        expect(excluded.data.map((wallet) => wallet.id)).not.toContain('io.metamask')
        const certified = await getJson<WalletsBody>('/getWallets?badge_type=certified&entries=100')
        expect(certified.count).toBeGreaterThan(10)
        expect(
          certified.data.every((wallet) => wallet.badge_type === 'certified' && wallet.walletconnect_id),
        ).toBe(true)
        const all = await getJson<WalletsBody>('/getWallets?badge_type=none&entries=1')
        expect(all.count).toBeGreaterThan(certified.count)
        const solana = await getJson<WalletsBody>(
          '/getWallets?chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100',
        )
        expect(solana.count).toBeGreaterThan(10)
        expect(solana.data.every((wallet) => wallet.namespaces.includes('solana'))).toBe(true)
        const bitcoin = await getJson<WalletsBody>(
          '/getWallets?chains=bip122:000000000019d6689c085ae165831e93,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=1',
        )
        expect(bitcoin.count).toBeGreaterThan(solana.count)
        const empty = await getJson<WalletsBody>('/getWallets?include=&exclude=&chains=&search=&entries=1')
        expect(empty.count).toBe(all.count)
      })

      it('rejects bad input with a clear 400 (docs/rules/errors.md)', async () => {
        await expectBadRequest('/getWallets?entries=101', 'querystring.entries must be <= 100')
        await expectBadRequest('/getWallets?entries=0', 'querystring.entries must be >= 1')
        await expectBadRequest('/getWallets?page=-1', 'querystring.page must be >= 1')
        await expectBadRequest('/getWallets?page=1e12', 'querystring.page must be <= 10000')
        await expectBadRequest(
          '/getWallets?page=99999999999999999999999',
          'querystring.page must be <= 10000',
        )
        await expectBadRequest('/getWallets?page=abc', 'querystring.page must be integer')
        await expectBadRequest('/getWallets?page=1.5', 'querystring.page must be integer')
        await expectBadRequest('/getWallets?page=1&page=2', 'querystring.page must be integer')
        await expectBadRequest('/getWallets?foo=bar', 'Unknown query parameter "foo"')
        await expectBadRequest(
          '/getWallets?badge_type=gold',
          'querystring.badge_type must be one of: none, certified',
        )
        await expectBadRequest('/getWallets?chains=ethereum', 'Invalid CAIP-2 network id: ethereum')
        await expectBadRequest(
          '/getWallets?include=../../etc/passwd',
          'querystring.include has an invalid format',
        )
        await expectBadRequest(
          `/getWallets?search=${'a'.repeat(101)}`,
          'querystring.search must NOT have more than 100 characters',
        )
        const ids = Array.from({ length: 101 }, (_, index) => `w${index}`).join(',')
        await expectBadRequest(
          `/getWallets?exclude=${ids}`,
          'querystring.exclude must list at most 100 items',
        )
        await expectBadRequest(
          '/getWallets?projectId=../secret',
          'querystring.projectId has an invalid format',
        )
        await expectBadRequest('/getWallets?st=%3Cscript%3E', 'querystring.st has an invalid format')
        await expectBadRequest(`/getWallets?sv=${'1'.repeat(65)}`, 'querystring.sv has an invalid format')
      })

      it('compresses for clients that accept br or gzip, with Vary: Accept-Encoding', async () => {
        const path = '/getWallets?search=wallet&entries=100'
        const raw = (acceptEncoding: string) =>
          new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
            request(
              `${server.url}${path}`,
              { headers: { 'accept-encoding': acceptEncoding } },
              (response) => {
                const chunks: Buffer[] = []
                response.on('data', (chunk: Buffer) => chunks.push(chunk))
                response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
              },
            )
              .on('error', reject)
              .end()
          })
        const plain = await raw('identity')
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(plain.headers.vary).toMatch(/Accept-Encoding/)
        const brotli = await raw('gzip, deflate, br')
        expect(brotli.headers['content-encoding']).toBe('br')
        expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
        const gzip = await raw('gzip;q=1, br;q=0')
        expect(gzip.headers['content-encoding']).toBe('gzip')
        expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
        expect(gzip.body.length).toBeLessThan(plain.body.length / 3)
        expect((JSON.parse(plain.body.toString('utf8')) as WalletsBody).data).toHaveLength(100)
      })

      it('answers a bad Host header with 400, not 500', async () => {
        const status = await new Promise<string>((resolve, reject) => {
          const port = Number(new URL(server.url).port)
          const socket = connect(port, '127.0.0.1', () => {
            socket.write('GET /getWallets HTTP/1.1\r\nHost: bad host<>\r\nConnection: close\r\n\r\n')
          })
          let data = ''
          socket.on('data', (chunk) => {
            data += chunk.toString()
          })
          socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''))
          socket.on('error', reject)
        })
        expect(status).toMatch(/^HTTP\/1.1 400/)
      })
    })

    describe('image routes (docs/rules/api.md image blobs)', () => {
      const cases = [
        { path: '/getWalletImage/io.metamask', type: 'image/svg+xml' },
        { path: '/getWalletImage/io.mywallet', type: 'image/webp' },
        { path: '/public/getAssetImage/ethereum', type: 'image/svg+xml' },
        { path: '/public/getCurrencyImage/USD', type: 'image/svg+xml' },
        { path: '/public/getCurrencyImage/eur', type: 'image/svg+xml' },
        { path: '/public/getTokenImage/USDC', type: 'image/svg+xml' },
        { path: '/public/getTokenImage/usdc.e', type: 'image/svg+xml' },
      ]

      it.each(cases)(
        '$path serves $type with ETag and long-lived caching, 304 on If-None-Match',
        async ({ path, type }) => {
          const response = await get(`${path}?projectId=portico-local&st=appkit&sv=html-wagmi-4.2.2`)
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toBe(type)
          expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
          expect(response.headers.get('x-content-type-options')).toBe('nosniff')
          const etag = response.headers.get('etag')
          expect(etag).toMatch(/^"[\w-]+"$/)
          const bytes = new Uint8Array(await response.arrayBuffer())
          expect(bytes.byteLength).toBeGreaterThan(100)
          if (type === 'image/webp') expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP')
          if (type === 'image/svg+xml')
            expect(new TextDecoder().decode(bytes)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)

          const cached = await get(path, { headers: { 'if-none-match': `W/"other", ${etag}` } })
          expect(cached.status).toBe(304)
          expect(cached.headers.get('etag')).toBe(etag)
          expect(await cached.text()).toBe('')
          const head = await get(path, { method: 'HEAD' })
          expect(head.status).toBe(200)
        },
      )

      it('draws currency and token badges as letters on a coloured circle', async () => {
        const svg = await (await get('/public/getCurrencyImage/JPY')).text()
        expect(svg).toContain('<circle')
        expect(svg).toMatch(/<text[^>]*>JPY<\/text>/)
        expect(svg).toContain('<title>Yen (JPY)</title>')
        const token = await (await get('/public/getTokenImage/WETH')).text()
        expect(token).toMatch(/<text[^>]*>WETH<\/text>/)
      })

      it.each([
        '/getWalletImage/no.such.wallet',
        '/public/getAssetImage/atlantis',
        '/public/getCurrencyImage/XYZ',
        '/public/getTokenImage/NOPE',
      ])('%s is a 404 for an unknown id', async (path) => {
        const body = await getJson<ErrorBody>(path, 404)
        expect(body.message).toMatch(/^Unknown (wallet|asset|currency|token) image "/)
      })

      it.each([
        ['/getWalletImage/..%2F..%2Fpackage.json', 'params.id has an invalid format'],
        ['/getWalletImage/io..metamask', 'params.id has an invalid format'],
        ['/public/getAssetImage/%00', 'params.id has an invalid format'],
        ['/public/getTokenImage/a%20b', 'params.id has an invalid format'],
        [`/public/getCurrencyImage/${'A'.repeat(129)}`, 'params.id has an invalid format'],
        ['/public/getAssetImage/ethereum?size=large', 'Unknown query parameter "size"'],
      ])('%s is a 400', async (path, message) => {
        await expectBadRequest(path, message)
      })

      it('never serves files outside the image stores', async () => {
        const response = await get('/getWalletImage/../../package.json')
        expect([400, 404]).toContain(response.status)
        expect(await response.text()).not.toContain('"dependencies"')
      })
    })

    describe('project configuration routes (docs/rules/entities.md remote features, api.md)', () => {
      it('GET /appkit/v1/config returns the default features for the default project', async () => {
        const body = await getJson<{ features: Record<string, unknown> }>(
          `/appkit/v1/config?projectId=${DEFAULT_PROJECT_ID}&st=appkit&sv=html-wagmi-4.2.2`,
        )
        expect(body.features).toEqual(DEFAULT_REMOTE_FEATURES)
      })

      it('GET /appkit/v1/config applies the project overrides', async () => {
        const body = await getJson<{ features: Record<string, unknown> }>('/appkit/v1/config?projectId=shop')
        expect(body.features).toMatchObject({ swaps: false, socials: ['google', 'github'], onramp: true })
      })

      it('GET /projects/v1/origins returns allowedOrigins', async () => {
        expect(await getJson('/projects/v1/origins?projectId=shop')).toEqual({
          allowedOrigins: ['https://shop.example.com'],
        })
        expect(await getJson(`/projects/v1/origins?projectId=${DEFAULT_PROJECT_ID}`)).toEqual({
          allowedOrigins: [],
        })
      })

      it('GET /getAnalyticsConfig returns isAnalyticsEnabled', async () => {
        expect(await getJson(`/getAnalyticsConfig?projectId=${DEFAULT_PROJECT_ID}`)).toEqual({
          isAnalyticsEnabled: true,
        })
        expect(await getJson('/getAnalyticsConfig?projectId=shop')).toEqual({ isAnalyticsEnabled: false })
      })

      it.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
        '%s: 400 without projectId, 404 for an unknown one',
        async (path) => {
          await expectBadRequest(path, 'querystring is missing "projectId"')
          await expectBadRequest(`${path}?projectId=a%2Fb`, 'querystring.projectId has an invalid format')
          await expectBadRequest(`${path}?projectId=shop&debug=1`, 'Unknown query parameter "debug"')
          const body = await getJson<ErrorBody>(`${path}?projectId=nobody`, 404)
          expect(body.message).toBe('Unknown project "nobody"')
        },
      )
    })

    describe('HTTP plumbing (issue 3 process)', () => {
      it('answers CORS preflights for browser callers', async () => {
        const response = await get('/e?projectId=portico-local', {
          method: 'OPTIONS',
          headers: {
            origin: 'http://localhost:5173',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
        expect(response.status).toBe(204)
        expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
        const simple = await get('/getWallets?entries=1', { headers: { origin: 'https://dapp.example' } })
        expect(simple.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
      })

      it('answers unknown routes with a JSON 404', async () => {
        const body = await getJson<ErrorBody>('/nope', 404)
        expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /nope not found' })
      })

      it('hands upgrade requests on /relay to onUpgrade and refuses others', async () => {
        const port = Number(new URL(server.url).port)
        const upgrade = (path: string) =>
          new Promise<string>((resolve, reject) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(
                `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
              )
            })
            let data = ''
            socket.on('data', (chunk) => {
              data += chunk.toString()
            })
            socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''))
            socket.on('error', reject)
          })
        expect(await upgrade('/relay?auth=x')).toBe('HTTP/1.1 101 Switching Protocols')
        expect(upgrades).toEqual(['/relay?auth=x'])
        expect(await upgrade('/elsewhere')).toBe('HTTP/1.1 404 Not Found')
      })
    })
  },
)
