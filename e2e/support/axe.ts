import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js', {
  paths: [new URL('../../packages/react/', import.meta.url).pathname],
})

export type AxeViolation = { id: string; impact: string; targets: unknown[] }

/** Serious and critical axe-core violations inside the modal (DESIGN §3). */
export async function seriousModalViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe
    const result = (await axe.run({ include: [['portico-modal']] }, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string; nodes: { target: unknown }[] }[]
    }
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target),
      }))
  })
}
