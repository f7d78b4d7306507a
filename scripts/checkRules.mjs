#!/usr/bin/env node
// Keeps the repository self-explaining (issue 36 item 6): no file may cite a document that lives outside
// it (the old specification and design notes, or the shared workspace), every `docs/rules/<page>.md` a
// file cites must exist, every link of a docs/rules/ page must reach an existing file and heading, and no
// Markdown page installs an @portico package from a registry (there is none: `npm run pack`'s tarballs).
// It reads the files git tracks in the tree it runs in (plus new files not ignored yet), so a checkout
// with someone else's work in progress is judged on its own content. Run by `npm run lint`.
// Usage: node scripts/checkRules.mjs
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'

const root = normalize(new URL('..', import.meta.url).pathname)
const self = relative(root, new URL(import.meta.url).pathname)

// The section sign is escaped so that a plain grep for these citations finds nothing here either.
const OUTSIDE = ['SPEC \u00a7', 'DESIGN \u00a7', 'SPEC.md', 'DESIGN.md', '/work/shared/']
const RULES_CITE = /docs\/rules\/([A-Za-z0-9_-]+)\.md/g
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g

function listFiles() {
  const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (git.status === 0) return git.stdout.split('\0').filter((path) => path && existsSync(join(root, path)))
  const skip = new Set(['node_modules', '.git', 'dist', '.portico'])
  const walk = (folder) =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      if (skip.has(entry.name)) return []
      const path = join(folder, entry.name)
      return entry.isDirectory() ? walk(path) : [path]
    })
  return walk('.')
}

function readText(path) {
  if (!statSync(join(root, path)).isFile()) return undefined
  const bytes = readFileSync(join(root, path))
  return bytes.includes(0) ? undefined : bytes.toString('utf8')
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
function anchorsOf(markdown) {
  const anchors = new Set()
  const seen = new Map()
  const body = markdown.replace(/^```[\s\S]*?^```$/gm, '')
  for (const [, heading] of body.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const problems = []
const files = listFiles()
const texts = new Map()
for (const path of files) {
  const text = readText(path)
  if (text !== undefined) texts.set(path, text)
}

for (const [path, text] of texts) {
  if (path === self) continue
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    for (const outside of OUTSIDE) {
      if (line.includes(outside))
        problems.push(`${path}:${index + 1}: cites "${outside}", outside the repository`)
    }
    for (const [cite, page] of line.matchAll(RULES_CITE)) {
      if (!existsSync(join(root, 'docs/rules', `${page}.md`))) {
        problems.push(`${path}:${index + 1}: cites ${cite}, which does not exist`)
      }
    }
  })
}

// Portico is not on a registry (issue 36 item 5): a page's install line names `npm run pack`'s tarballs,
// never an @portico package by name, which npm would ask the registry for (404).
const REGISTRY_INSTALL = /\b(npm (install|i|add)|npx|pnpm (add|dlx)|yarn (add|dlx))\b[^\n`]*\s@portico\//
for (const [path, text] of texts) {
  if (!path.endsWith('.md')) continue
  text.split('\n').forEach((line, index) => {
    if (REGISTRY_INSTALL.test(line))
      problems.push(`${path}:${index + 1}: installs an @portico package from a registry; name its tarball`)
  })
}

const anchorCache = new Map()
const anchorsFor = (path) => {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(join(root, path), 'utf8')))
  return anchorCache.get(path)
}
for (const [path, text] of texts) {
  if (!path.startsWith('docs/rules/') || !path.endsWith('.md')) continue
  for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
    if (/^[a-z]+:/.test(target)) continue
    const [file, anchor] = target.split('#')
    const linked = file ? normalize(join(dirname(path), file)) : path
    if (!existsSync(join(root, linked))) {
      problems.push(`${path}: links ${target}, but ${linked} does not exist`)
    } else if (anchor && linked.endsWith('.md') && !anchorsFor(linked).has(anchor)) {
      problems.push(`${path}: links ${target}, but ${linked} has no heading #${anchor}`)
    }
  }
}

if (problems.length > 0) {
  console.error(`checkRules: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`checkRules: ${texts.size} files cite only what the repository holds`)
