import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame, Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', {
    paths: [new URL('../../packages/react/', import.meta.url).pathname],
  }),
  'utf8',
)

export type AxeViolation = { id: string; impact: string; targets: unknown[]; summaries?: string[] }

async function seriousViolations(
  page: Page | Frame,
  include: string[][] | undefined,
): Promise<AxeViolation[]> {
  // The demo's CSP allows no inline script tag; code evaluated through the DevTools protocol is not
  // subject to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // Contrast is judged on the settled screen: while a view fades in, its text is mixed with the
  // background, and a check in those frames fails colours that pass once it has arrived.
  await page.evaluate(async () => {
    const roots = (root: Document | ShadowRoot, out: (Document | ShadowRoot)[] = []) => {
      out.push(root)
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots(element.shadowRoot, out)
      return out
    }
    const animating = () =>
      roots(document).some((root) =>
        root
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
          ),
      )
    for (let waited = 0; waited < 2_000 && animating(); waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
  })
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe
    const result = (await axe.run(context ? { include: context } : document, {
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; nodes: { target: unknown; failureSummary?: string }[] }[]
    }
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target),
        summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
      }))
  }, include)
}

/** Serious and critical axe-core violations inside the modal (docs/architecture.md). */
export async function seriousModalViolations(page: Page): Promise<AxeViolation[]> {
  return seriousViolations(page, [['portico-modal']])
}

/** Serious and critical axe-core violations on the whole page: the dapp, its buttons and the modal. */
export async function seriousPageViolations(page: Page): Promise<AxeViolation[]> {
  return seriousViolations(page, undefined)
}

/** Serious and critical axe-core violations in one frame, e.g. the embedded wallet's vault screen. */
export async function seriousFrameViolations(frame: Frame): Promise<AxeViolation[]> {
  return seriousViolations(frame, undefined)
}
