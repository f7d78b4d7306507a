import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'
import { WalletImportError } from './errors.ts'
import { readWalletsFile } from './importWallets.ts'
import { parseWalletDirectory } from './parseWalletDirectory.ts'
import type { Wallet } from './wallet.ts'

const HOSTILE_LINKS = {
  id: 'hostile',
  name: 'Hostile Wallet',
  homepage: 'javascript:alert(document.cookie)',
  webapp: 'data:text/html,<script>alert(1)</script>',
  mobile: {
    native: 'javascript:alert(1)//',
    universal: 'vbscript:msgbox(1)',
    wc_uri_templates: ['javascript:alert("{uri}")', 'hostile://wc?uri={uri}'],
  },
  desktop: { native: 'file:///etc/passwd', universal: ' https://example.com' },
  app: {
    ios: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    android: 'https://play.example/hostile',
    chrome: 'JaVaScRiPt:alert(1)',
  },
}

const directory = (wallets: unknown[]) => ({ schema: 'wallet-directory/1', wallets })

// Issue 21 (security): directory data is untrusted. On ingest, links that are neither http(s) nor a
// wallet deep-link scheme are dropped, names with markup and SVG logos with script are refused.
describe('hostile wallet directory entries on ingest (issue 21, docs/rules/entities.md wallet fields)', () => {
  it('drops javascript:, data:, vbscript: and file: links and keeps http(s) and deep-link schemes', () => {
    const [parsed] = parseWalletDirectory(directory([HOSTILE_LINKS]))
    expect(parsed?.record).toMatchObject({
      homepage: null,
      webapp: null,
      mobile: { native: null, universal: null, wcUriTemplates: ['hostile://wc?uri={uri}'] },
      desktop: { native: null, universal: null },
      app: { ios: null, android: 'https://play.example/hostile', chrome: null },
    })
    const [safe] = parseWalletDirectory(
      directory([
        {
          id: 'safe',
          name: 'Safe',
          homepage: 'https://safe.example',
          mobile: { native: 'safe://', universal: 'https://safe.example/app' },
          desktop: { native: 'trust:' },
        },
      ]),
    )
    expect(safe?.record).toMatchObject({
      homepage: 'https://safe.example',
      mobile: { native: 'safe://', universal: 'https://safe.example/app' },
      desktop: { native: 'trust:' },
    })
  })

  it('refuses a wallet name with markup or control characters', () => {
    for (const name of ['<img src=x onerror=alert(1)>', 'Evil <b>Wallet</b>', 'Wallet\u0000']) {
      expect(() => parseWalletDirectory(directory([{ id: 'x', name }]))).toThrowError(
        new WalletImportError('A wallet name cannot contain markup or control characters', {
          details: 'wallets[0].name',
        }),
      )
    }
  })

  describe('logos', () => {
    let dir: string
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'portico-hostile-'))
    })
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    const withLogo = (svg: string) => {
      writeFileSync(join(dir, 'logo.svg'), svg)
      writeFileSync(
        join(dir, 'wallets.json'),
        JSON.stringify(directory([{ id: 'w', name: 'W', logo: 'logo.svg' }])),
      )
      return readWalletsFile(join(dir, 'wallets.json'))
    }

    it('refuses an SVG logo with script, event handlers or external content', async () => {
      for (const svg of [
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      ]) {
        await expect(withLogo(svg), svg).rejects.toThrowError(
          'A wallet logo is an SVG with script, event handlers or external content',
        )
      }
    })

    it('keeps an SVG logo with in-document references and embedded raster images', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="a" d="M0 0h1v1z"/></defs><use xlink:href="#a"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>'
      const { images } = await withLogo(svg)
      expect(images.map((image) => image.content_type)).toEqual(['image/svg+xml'])
    })
  })

  describe('over HTTP', () => {
    let storage: Storage
    let server: TestServer
    let dir: string

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'portico-hostile-seed-'))
      writeFileSync(join(dir, 'wallets.json'), JSON.stringify(directory([HOSTILE_LINKS])))
      storage = (await backends()[0]?.open()) as Storage
      server = await startTestServer(storage, {
        seedWalletsFile: join(dir, 'wallets.json'),
        blockchain: false,
      })
    }, 180_000)

    afterAll(async () => {
      await server?.close()
      await storage?.close()
      rmSync(dir, { recursive: true, force: true })
    })

    it('serves the imported hostile entry with its unsafe links removed', async () => {
      const response = await fetch(`${server.url}/getWallets?page=1&entries=10`)
      const { data } = (await response.json()) as { data: Wallet[] }
      expect(data).toHaveLength(1)
      expect(data[0]).toMatchObject({
        name: 'Hostile Wallet',
        homepage: null,
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        app_store: null,
        play_store: 'https://play.example/hostile',
        chrome_store: null,
      })
    })
  })
})
