/**
 * How fast the WalletConnect QR code is on screen after the click on "WalletConnect" in the open modal,
 * in Chromium: the production build of the demo against a real @portico/server (and its relay) on
 * 127.0.0.1. The time covers the view's lazy chunk, the protocol client's chunk (unless the intent
 * loaded it), the relay connection, the pairing, the proposal and the QR's SVG.
 */

import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { percentile, startDemoSite } from './support/demoSite.ts'

const outfile = process.argv[2] ?? join(import.meta.dirname, 'results', 'walletConnectOpen.md')
const RUNS = 15

type Sample = { ms: number; frames: number }

// Runs in the page, as a string so no bundler helper ends up in it.
const CLICK_AND_WAIT = `new Promise((resolve) => {
  const shadow = () => document.querySelector('portico-modal')?.shadowRoot
  const entry = [...(shadow()?.querySelectorAll('button') ?? [])].find((b) => b.textContent.startsWith('WalletConnect'))
  const shown = () => shadow()?.querySelector('.qr[data-uri] svg path')
  const start = performance.now()
  let frames = 0
  const tick = () => {
    frames += 1
    if (shown()) resolve({ ms: performance.now() - start, frames })
    else requestAnimationFrame(tick)
  }
  entry.click()
  requestAnimationFrame(tick)
})`

const site = await startDemoSite('walletconnect-open')
const { browser } = site

/** `idle`: the modal has been open a second (the intent loaded the client and reached the relay). */
async function measure(idle: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  await page.goto(site.url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect', exact: true }).waitFor()
  if (idle) await page.waitForTimeout(1_000)
  const sample = (await page.evaluate(CLICK_AND_WAIT)) as Sample
  await context.close()
  return sample
}

const rows: string[] = []
for (const idle of [false, true]) {
  await measure(idle)
  const samples: Sample[] = []
  for (let run = 0; run < RUNS; run += 1) samples.push(await measure(idle))
  const ms = samples.map((sample) => sample.ms)
  const frames = samples.map((sample) => sample.frames)
  rows.push(
    `| ${idle ? 'modal open for 1 s first (intent loaded the client and reached the relay)' : 'click as soon as the entry shows'} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 95).toFixed(1)} | ${percentile(frames, 50)} | ${percentile(frames, 95)} |`,
  )
}

await site.close()

writeFileSync(
  outfile,
  `## walletConnectOpen: QR code on screen after the click on WalletConnect

Command: \`npm run bench -- walletConnectOpen\`. Measured ${new Date().toISOString()} on Node ${process.version}; 1-minute load average ${loadavg()[0]?.toFixed(1)} when it finished.

Production build of apps/demo served from 127.0.0.1, headless Debian Chromium, @portico/server (in-memory PGlite, its relay at /relay) on 127.0.0.1. ${RUNS} runs per row in fresh browser contexts after one warm-up. Time and frames run from the click on the Connect view's WalletConnect entry to the first animation frame with the QR code's SVG in the modal: the view's lazy chunk, the pairing (keys, relay subscribe, proposal publish) and the QR encoding.

| case | p50 ms | p95 ms | p50 frames | p95 frames |
|---|---|---|---|---|
${rows.join('\n')}
`,
)
console.log(`Wrote ${outfile}`)
