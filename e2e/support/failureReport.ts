import { mkdirSync, writeFileSync } from 'node:fs'
import { afterEach, beforeEach } from 'vitest'
import { SCREENSHOT_DIR, takeEvidence } from './browser.ts'

// A failed test's evidence: what each of its pages showed when it closed, as a JPEG under
// e2e/screenshots/failures/ and, on stderr, the page's URL, the modal's text and its last logs.
beforeEach(() => {
  takeEvidence()
})

afterEach((context) => {
  const pages = takeEvidence()
  if (context.task.result?.state !== 'fail') return
  const dir = `${SCREENSHOT_DIR}failures/`
  mkdirSync(dir, { recursive: true })
  const slug = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)
  pages.forEach((page, index) => {
    const path = `${dir}${slug}-${index + 1}.jpeg`
    if (page.image) writeFileSync(path, page.image)
    console.error(
      [
        `${context.task.name}: page ${index + 1} at ${page.url}${page.image ? `, screenshot ${path}` : ''}`,
        `modal: ${page.modal ?? '(none)'}`,
        ...page.logs,
      ].join('\n'),
    )
  })
})
