import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../../e2e/support/browser.ts'
import type { Storage } from '../storage/createStorage.ts'
import { type Backend, backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'
import { importWalletsFile } from '../wallets/importWallets.ts'
import { WALLET_LIST_CACHE_CONTROL } from './routes/wallets.ts'
import { IMAGE_CACHE_CONTROL } from './sendImage.ts'

type Answer = { path: string; status: number; ifNoneMatch: string | undefined }

// docs/rules/api.md (/getWallets, /getWalletImage) and issue 11: a returning visitor's browser keeps the wallet list
// and revalidates it with its ETag instead of downloading it again.
describe.each(backends())('wallet-list HTTP caching on $name (docs/rules/api.md)', (backend: Backend) => {
  let storage: Storage
  let server: TestServer
  let dir: string
  // Every answer the server sent, in order, as the HTTP server saw it (the browser's included).
  const answers: Answer[] = []
  const LIST = '/getWallets?page=1&entries=4'

  beforeAll(async () => {
    storage = await backend.open()
    server = await startTestServer(storage)
    server.app.server.on('request', (request, response) =>
      response.on('finish', () =>
        answers.push({
          path: request.url ?? '',
          status: response.statusCode,
          ifNoneMatch: request.headers['if-none-match'],
        }),
      ),
    )
    dir = mkdtempSync(join(tmpdir(), 'portico-wallet-cache-'))
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (storage) await backend.dispose(storage)
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers })

  it('answers 200 with a strong ETag and Cache-Control, then 304 with no body on If-None-Match', async () => {
    const first = await get(LIST)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(WALLET_LIST_CACHE_CONTROL)
    const etag = first.headers.get('etag')
    expect(etag, 'a strong validator: no W/ prefix').toMatch(/^"[\w-]+"$/)
    expect((await first.json()).data).toHaveLength(4)

    const again = await get(LIST, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')

    const otherQuery = await get('/getWallets?page=1&entries=5', { 'if-none-match': etag! })
    expect(otherQuery.status, 'another query is another list').toBe(200)
  })

  it('answers wallet images with their ETag and 304 on If-None-Match', async () => {
    const list = (await (await get(LIST)).json()) as { data: { image_url: string }[] }
    const image = new URL(list.data[0]!.image_url).pathname
    const first = await get(image)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL)
    const again = await get(image, { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('answers 200 with a new ETag once the directory has changed', async () => {
    const before = await get(LIST)
    const etag = before.headers.get('etag')!
    writeFileSync(
      join(dir, 'wallets.json'),
      JSON.stringify({
        schema: 'wallet-directory/1',
        wallets: [{ id: 'com.example.cached', name: 'Cache Test Wallet', namespaces: ['eip155'] }],
      }),
    )
    await importWalletsFile(storage.db, join(dir, 'wallets.json'))
    await server.app.portico.directory.refresh()

    const after = await get(LIST, { 'if-none-match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const body = (await after.json()) as { data: { name: string }[] }
    expect(body.data.map((wallet) => wallet.name)).toEqual(['Cache Test Wallet'])
  })

  describe('in Chromium', () => {
    let browser: Browser
    let dapp: Server
    let dappUrl: string

    beforeAll(async () => {
      browser = await launchBrowser()
      // The dapp's page, on another origin than the API, as the kit's is.
      dapp = createServer((_request, response) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>dapp</title>'),
      )
      await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve))
      dappUrl = `http://127.0.0.1:${(dapp.address() as AddressInfo).port}/`
    }, 60_000)

    afterAll(async () => {
      await browser?.close()
      dapp?.close()
    })

    it("a returning visitor's list comes from the browser's cache and is revalidated (304), not downloaded again", async () => {
      const context = await browser.newContext()
      // The kit's own request: a plain fetch of the list, no cache option.
      const fetchList = async () => {
        const page = await context.newPage()
        await page.goto(dappUrl)
        const names = (await page.evaluate(
          async (url) =>
            ((await (await fetch(url)).json()) as { data: { name: string }[] }).data.map((w) => w.name),
          `${server.url}${LIST}`,
        )) as string[]
        await page.close()
        return names
      }
      const listAnswers = () => answers.filter((answer) => answer.path === LIST)
      const seen = listAnswers().length

      const firstVisit = await fetchList()
      expect(firstVisit).toEqual(['Cache Test Wallet'])
      expect(
        listAnswers()
          .slice(seen)
          .map((answer) => answer.status),
      ).toEqual([200])

      const secondVisit = await fetchList()
      expect(secondVisit, 'the stored list, at once').toEqual(firstVisit)
      // The revalidation runs alongside (stale-while-revalidate): wait for it.
      const deadline = Date.now() + 10_000
      while (listAnswers().length < seen + 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50))
      const revalidation = listAnswers().slice(seen + 1)
      expect(revalidation.map((answer) => answer.status)).toEqual([304])
      expect(revalidation[0]!.ifNoneMatch).toMatch(/^"[\w-]+"$/)
      await context.close()
    }, 60_000)
  })
})
