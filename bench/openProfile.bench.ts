/**
 * Where a cold click's time goes, on the compare bench's Portico app (bench/anchors/apps/portico): for
 * each visit a Chromium trace and a CDP CPU profile from a scripted click (no hover) until 2 s later.
 * Wall time on a shared machine includes the time the page's thread waits for a core, so tasks are
 * told apart by their thread CPU time (the trace's `tdur`) too: a task that is long in wall time but
 * short in CPU is the machine's load, one long in CPU is the page's own work. Run it in a worktree of
 * an older commit (copy this file there) to tell a code regression from machine noise.
 */

import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser.ts'
import { PORTICO } from './kits/apps.ts'
import { buildApp, type OpenResult, openScript, serveStatic, startPorticoApi } from './kits/harness.ts'

const args = process.argv.slice(2)
const outfile =
  args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, 'results', 'openProfile.md')
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 7)
const WINDOW_MS = 2_000
const LONG_TASK_MS = 50
const CLICK_MARK = 'portico-bench-click'

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string; requestId?: string; functionName?: string } }
}
type ProfileNode = { id: number; callFrame: { functionName: string; url: string } }
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }
type Task = { atMs: number; wallMs: number; cpuMs: number; top: string[] }
type Visit = {
  rowMs: number
  settledMs: number
  walletsAnsweredMs: number | undefined
  tasks: Task[]
  cpuMs: number
  /** Profile samples by script (chunk name) in each phase: [click, row), [row, settled), [settled, 2 s). */
  scripts: Map<string, [number, number, number]>
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
]

const api = await startPorticoApi()
const built = await buildApp(
  PORTICO,
  join(import.meta.dirname, '..', 'node_modules', '.portico-bench', 'openProfile'),
  api.url,
)
const site = await serveStatic(built.dir)
const browser = await launchBrowser(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'])

/** A chunk's name without its hash (`modal-D22CjpwJ.js` → `modal`), or the native function's name. */
const scriptName = (url: string, fallback: string) =>
  url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '').replace(/\?.*$/, '') : fallback

async function visit(page: Page): Promise<Visit> {
  await page.goto(site.url)
  await page.waitForSelector(PORTICO.button.selector)
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await browser.startTracing(page, { categories: CATEGORIES })
  // The compare bench's scripted click and settle rule, with a user-timing mark at the click.
  const click = (await page.evaluate(openScript(PORTICO, CLICK_MARK))) as OpenResult
  if (click.timeout || click.rowAt === undefined || click.settledAt === undefined)
    throw new Error('no settled wallet row 10 s after the click')
  const { rowAt, settledAt } = click
  await page.waitForTimeout(WINDOW_MS + 100)
  const trace = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }

  const mark = trace.find((event) => event.name === CLICK_MARK)
  if (!mark) throw new Error('no click mark in the trace')
  const clickTs = mark.ts
  const atMs = (ts: number) => (ts - clickTs) / 1000
  const main = trace
    .filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X')
    .filter((event) => event.ts >= clickTs && atMs(event.ts) < WINDOW_MS)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  // Self time of every event on the main thread, from their nesting.
  const self = new Map<TraceEvent, number>()
  const stack: TraceEvent[] = []
  const topLevel: TraceEvent[] = []
  for (const event of main) {
    while (stack.length > 0 && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= event.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) self.set(parent, self.get(parent)! - (event.dur ?? 0))
    else if (event.name === 'RunTask') topLevel.push(event)
    self.set(event, event.dur ?? 0)
    stack.push(event)
  }
  const label = (event: TraceEvent) => {
    const url = event.args?.data?.url
    return url?.startsWith('http') ? `${event.name} ${scriptName(url, '')}` : event.name
  }
  const tasks = topLevel
    .filter((task) => (task.dur ?? 0) >= LONG_TASK_MS * 1000 || (task.tdur ?? 0) >= 15_000)
    .map((task): Task => {
      const inside = new Map<string, number>()
      for (const event of main)
        if (event.ts >= task.ts && event.ts < task.ts + task.dur!)
          inside.set(label(event), (inside.get(label(event)) ?? 0) + self.get(event)!)
      return {
        atMs: atMs(task.ts),
        wallMs: task.dur! / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        top: [...inside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`),
      }
    })
  const cpuMs = topLevel.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0)

  const wallets = trace.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.includes('/getWallets?'),
  )
  const answered = trace.find(
    (event) =>
      event.name === 'ResourceFinish' && event.args?.data?.requestId === wallets?.args?.data?.requestId,
  )

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const scripts = new Map<string, [number, number, number]>()
  let ts = profile.startTime
  for (const [index, sample] of profile.samples.entries()) {
    ts += profile.timeDeltas[index]!
    const ms = atMs(ts)
    if (ms < 0 || ms >= WINDOW_MS) continue
    const { functionName, url } = nodes.get(sample)!.callFrame
    if (functionName === '(idle)' || functionName === '(program)') continue
    const name = scriptName(url, functionName)
    const phase = ms < rowAt ? 0 : ms < settledAt ? 1 : 2
    const sums = scripts.get(name) ?? [0, 0, 0]
    sums[phase] += (profile.timeDeltas[index + 1] ?? 0) / 1000
    scripts.set(name, sums)
  }
  await cdp.detach()
  return {
    rowMs: rowAt,
    settledMs: settledAt,
    walletsAnsweredMs: answered ? atMs(answered.ts) : undefined,
    tasks,
    cpuMs,
    scripts,
  }
}

const visits: Visit[] = []
for (let run = 0; run <= RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const result = await visit(await context.newPage())
  await context.close()
  if (run === 0) continue // warm-up: the first visit also compiles the server's routes
  visits.push(result)
  console.log(
    `run ${run}/${RUNS}: row ${result.rowMs.toFixed(1)} ms, settled ${result.settledMs.toFixed(0)} ms`,
  )
}
await browser.close()
site.close()
await api.close()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const spread = (values: number[], digits = 0) =>
  values.length === 0
    ? '—'
    : `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
const longWall = visits.map((v) => v.tasks.filter((task) => task.wallMs >= LONG_TASK_MS).length)
const longCpu = visits.map((v) => v.tasks.filter((task) => task.cpuMs >= LONG_TASK_MS).length)
const names = [...new Set(visits.flatMap((v) => [...v.scripts.keys()]))]
const scriptRows = names
  .map((name) => {
    const phases = [0, 1, 2].map((phase) => median(visits.map((v) => v.scripts.get(name)?.[phase] ?? 0)))
    return { name, phases, total: phases.reduce((a, b) => a + b, 0) }
  })
  .sort((a, b) => b.total - a.total)
  .slice(0, 12)
const heaviest = visits
  .flatMap((v) => v.tasks)
  .sort((a, b) => b.cpuMs - a.cpuMs)
  .slice(0, 6)

const section = `## open-profile: where a cold click's time goes (Portico's compare app, Chromium trace and CPU profile)

Command: \`npm run bench -- openProfile\`${RUNS === 7 ? '' : ` with \`--runs=${RUNS}\``}. Measured ${new Date().toISOString()} on ${cpus().length} cores, 1-minute load average ${loadavg()[0]?.toFixed(1)} at the end, headless Debian Chromium ${browser.version()}.

The app of \`npm run bench -- compare\` (${PORTICO.label}, React ${built.react}), ${RUNS} cold visits after a warm-up, each in a fresh context: a scripted click (no hover, no pointer event), traced until ${WINDOW_MS / 1000} s after it. Thread CPU is the trace's thread time of the page's main-thread tasks: a task long in wall time but short in CPU waited for a core (the machine's load); only one long in CPU is the page's own work. Cells are median (min–max).

| measure | value |
|---|---|
| cold click → first wallet row (ms) | ${spread(
  visits.map((v) => v.rowMs),
  1,
)} |
| cold click → settled (ms) | ${spread(visits.map((v) => v.settledMs))} |
| click → the wallet list's answer (/getWallets) finished (ms) | ${spread(visits.flatMap((v) => (v.walletsAnsweredMs === undefined ? [] : [v.walletsAnsweredMs])))} |
| main-thread tasks ≥ ${LONG_TASK_MS} ms of wall time within ${WINDOW_MS / 1000} s | ${spread(longWall)} |
| main-thread tasks ≥ ${LONG_TASK_MS} ms of thread CPU within ${WINDOW_MS / 1000} s | ${spread(longCpu)} |
| the longest task's thread CPU (ms) | ${spread(
  visits.map((v) => Math.max(0, ...v.tasks.map((task) => task.cpuMs))),
  1,
)} |
| main-thread CPU within ${WINDOW_MS / 1000} s (ms) | ${spread(visits.map((v) => v.cpuMs))} |

JavaScript by script (CPU profile samples, ms, median per visit; native functions by name; sampled wall time, so inflated by load): click → first row, first row → settled, settled → ${WINDOW_MS / 1000} s.

| script | → row | → settled | → ${WINDOW_MS / 1000} s |
|---|---|---|---|
${scriptRows.map((row) => `| ${row.name} | ${row.phases.map((ms) => ms.toFixed(1)).join(' | ')} |`).join('\n')}

The ${heaviest.length} tasks with the most thread CPU over all visits (ms after the click; wall; CPU; the trace events with the most self time in them, ms of wall time):

| at | wall | CPU | largest parts |
|---|---|---|---|
${heaviest.map((task) => `| ${task.atMs.toFixed(0)} | ${task.wallMs.toFixed(0)} | ${task.cpuMs.toFixed(1)} | ${task.top.join('; ')} |`).join('\n')}
`

writeFileSync(outfile, section)
console.log(section)
console.log(`Wrote ${outfile}`)
