import { CONNECTIONS_CACHE_KEY, cookieToInitialState, shortenName } from '@portico/core'
import { DEV_ACCOUNTS } from '@portico/devnet'
import type { Browser } from 'playwright-core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSsrPortico, SsrApp } from '../apps/demo/src/ssr/ssrApp.tsx'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

const address = DEV_ACCOUNTS[0].address
const connections = {
  activeNamespace: 'eip155',
  byNamespace: {
    eip155: {
      activeConnectorId: 'dev.portico.wallet',
      connections: [
        { connectorId: 'dev.portico.wallet', accounts: [{ address, type: 'eoa' }], chainId: 31337 },
      ],
    },
  },
}
const cookie = {
  name: encodeURIComponent(CONNECTIONS_CACHE_KEY),
  value: encodeURIComponent(JSON.stringify(connections)),
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('server rendering with cookieStorage and cookieToInitialState', () => {
  it("renders a connected visitor's ConnectButton on the server and hydrates it without a mismatch", async () => {
    const initialState = cookieToInitialState(`theme=dark; ${cookie.name}=${cookie.value}`)
    expect(initialState?.activeNamespace).toBe('eip155')
    const markup = renderToString(createElement(SsrApp, { portico: createSsrPortico(), initialState }))
    expect(markup).toContain(shortenName(address))

    const { page, close } = await openPage(browser)
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    try {
      const url = new URL('ssr.html', STACK.demoUrl).href
      await page.context().addCookies([{ ...cookie, url }])
      await page.route(url, async (route) => {
        const response = await route.fetch()
        const html = (await response.text()).replace('<!--ssr-outlet-->', markup)
        await route.fulfill({ response, body: html, headers: { 'content-type': 'text/html' } })
      })
      await page.goto(url)
      const record = await page.waitForFunction(() => {
        const hydration = (window as { porticoHydration?: { hydratedText?: string } }).porticoHydration
        return hydration?.hydratedText === undefined ? undefined : hydration
      })
      const { errors, serverText, hydratedText } = (await record.jsonValue()) as {
        errors: string[]
        serverText: string
        hydratedText: string
      }
      expect(serverText).toContain(shortenName(address))
      expect(hydratedText).toBe(serverText)
      expect(errors).toEqual([])
      expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([])
      await screenshot(page, 'ssr-hydrated')
    } finally {
      await close()
    }
  })
})
