import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** A route-registering function longer than this holds several flows: split it by flow (docs/architecture.md). */
const MAX_LINES = 150
const root = fileURLToPath(new URL('.', import.meta.url))

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : routeModules(path)
    const isRoutes =
      entry.name === 'routes.ts' ||
      /^register\w*Routes?\.ts$/.test(entry.name) ||
      dir.endsWith('/http/routes')
    return isRoutes && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function longFunctions(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
      const start = lineOf(node.getStart(source))
      const lines = lineOf(node.getEnd()) - start + 1
      if (lines > MAX_LINES) {
        const name = node.name?.getText(source) ?? '(anonymous)'
        found.push(`${relative(root, path)}:${start} ${name}: ${lines} lines`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('route modules stay small (one flow per function)', () => {
  it(`no function in a route module of packages/server/src is over ${MAX_LINES} lines`, () => {
    const modules = routeModules(root)
    expect(modules.length).toBeGreaterThan(10)
    expect(modules.flatMap(longFunctions)).toEqual([])
  })
})
