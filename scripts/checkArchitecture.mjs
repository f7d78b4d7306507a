// Checks that Biome cannot express, over the sources of every package (docs/architecture.md, "Rules a
// script enforces"): the layers and the package graph hold (no import reaches up a layer); library code
// throws error classes, never a bare `Error`; every `XErrorType` is a union of error classes that names
// each class its module throws. Run by `npm run lint`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname
// Private dev and test tools: they are not library code.
const TOOLS = new Set(['devnet', 'standins'])

function* walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      yield* walk(path)
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path
  }
}

/** Test code: test files and the `testing/` and `test/` folders. */
export const isTestFile = (path) => /\.test\.tsx?$/.test(path) || /\/(testing|test)\//.test(path)

/** Every source file of `packages/*\/src`, with its package and whether it is test code. */
export function listSources() {
  const files = []
  for (const name of readdirSync(join(root, 'packages'))) {
    let paths
    try {
      paths = [...walk(join(root, 'packages', name, 'src'))]
    } catch {
      continue
    }
    for (const path of paths)
      files.push({ path, file: relative(root, path), pkg: name, test: isTestFile(path) })
  }
  return files
}

export function parse(path) {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
}

const line = (source, node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1

function unionMembers(type) {
  if (ts.isParenthesizedTypeNode(type)) return unionMembers(type.type)
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(unionMembers)
  return [type]
}

const isErrorName = (name) => /[A-Za-z]Error(Type)?$/.test(name) && name !== 'Error'

/** An error union's member: an error class or its `XErrorType`, or `never`; or the class form `XError & { name: 'XError' }`. */
function memberProblem(member) {
  if (member.kind === ts.SyntaxKind.NeverKeyword) return undefined
  if (ts.isIntersectionTypeNode(member)) {
    const [first] = member.types
    return first && ts.isTypeReferenceNode(first) && isErrorName(first.typeName.getText())
      ? undefined
      : member.getText()
  }
  if (ts.isTypeReferenceNode(member) && isErrorName(member.typeName.getText())) return undefined
  return member.getText()
}

/** Built-in error constructors: library code creates its own error classes instead (docs/rules/errors.md). */
const BARE_ERRORS = new Set(['Error', 'TypeError', 'RangeError'])

/**
 * A bare error that creates no failure of its own: the cause handed to an error class
 * (`new SwitchChainError(new Error(…))`, viem's classes take one), or a thrown value that is not an
 * Error turned into one for a report (`error instanceof Error ? error : new Error(String(error))`).
 */
function isWrapped(node) {
  const parent = node.parent
  if (ts.isNewExpression(parent) && parent.arguments?.includes(node))
    return isErrorName(parent.expression.getText())
  return (
    ts.isConditionalExpression(parent) &&
    parent.whenFalse === node &&
    ts.isBinaryExpression(parent.condition) &&
    parent.condition.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
    parent.condition.right.getText() === 'Error' &&
    parent.condition.left.getText() === parent.whenTrue.getText()
  )
}

/** The error problems of one module (`file` names it in the messages). */
export function checkErrorsOf(source, file) {
  const problems = []
  const thrown = new Set()
  const unions = []
  const visit = (node) => {
    if (ts.isNewExpression(node) && BARE_ERRORS.has(node.expression.getText()) && !isWrapped(node))
      problems.push(
        `${file}:${line(source, node)}: new ${node.expression.getText()}( — create an error class of the package`,
      )
    if (ts.isThrowStatement(node) && node.expression && ts.isNewExpression(node.expression)) {
      const name = node.expression.expression.getText()
      if (!BARE_ERRORS.has(name)) thrown.add(name)
    }
    if (ts.isTypeAliasDeclaration(node) && /ErrorType$/.test(node.name.text)) unions.push(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  const named = new Set()
  for (const union of unions) {
    for (const member of unionMembers(union.type)) {
      const problem = memberProblem(member)
      if (problem)
        problems.push(
          `${file}:${line(source, union)}: ${union.name.text} has \`${problem}\`: list the error classes it throws`,
        )
      const reference = ts.isIntersectionTypeNode(member) ? member.types[0] : member
      if (reference && ts.isTypeReferenceNode(reference)) named.add(reference.typeName.getText())
    }
  }
  // A module that exports one verb and its XErrorType names each class the verb throws itself.
  const verbUnions = unions.filter(
    (union) =>
      !ts.isIntersectionTypeNode(union.type) &&
      union.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  )
  if (verbUnions.length !== 1) return problems
  for (const name of thrown) {
    if (!isErrorName(name) || named.has(name) || named.has(`${name}Type`)) continue
    problems.push(`${file}: ${verbUnions[0].name.text} does not name ${name}, which the module throws`)
  }
  return problems
}

export function checkErrors(files) {
  const problems = []
  for (const { path, file, pkg, test } of files) {
    if (test || TOOLS.has(pkg)) continue
    problems.push(...checkErrorsOf(parse(path), file))
  }
  return problems
}

/**
 * Modules the error rule must refuse, and one it must accept: run before the sources, so a rule that
 * stopped seeing bare errors fails `npm run lint` instead of passing everything.
 */
const ERROR_SAMPLES = {
  refused: [
    "export function f() { throw new Error('no') }",
    "export function f() { return Promise.reject(new Error('no')) }",
    "export const f = () => new Promise((_, reject) => reject(new TypeError('no')))",
    "export function f() { throw Object.assign(new Error('no'), { code: 4200 }) }",
    'function invalid(reason: string) { return new RangeError(reason) }',
    'export type FErrorType = Error',
  ],
  accepted: [
    'export function f(id: number) { throw new SwitchChainError(new Error("Chain " + id)) }',
    'export const f = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))',
    'export type FErrorType = FooError | BarErrorType',
  ],
}

export function checkErrorSamples() {
  const problems = []
  const sample = (text) => ts.createSourceFile('sample.ts', text, ts.ScriptTarget.Latest, true)
  for (const text of ERROR_SAMPLES.refused)
    if (checkErrorsOf(sample(text), 'sample.ts').length === 0)
      problems.push(`checkArchitecture's error rule lets this through: ${text}`)
  for (const text of ERROR_SAMPLES.accepted)
    for (const problem of checkErrorsOf(sample(text), 'sample.ts'))
      problems.push(`checkArchitecture's error rule refuses a correct module: ${text} (${problem})`)
  return problems
}

/**
 * The layers of a package, lowest first (docs/architecture.md, "Layers"): a module may import its own
 * layer and lower ones, never a higher one. A file takes the layer of the longest prefix that matches.
 */
export const LAYERS = {
  core: [
    [
      'domain',
      [
        'caip/',
        'wallets/',
        'assets/',
        'send/',
        'format/',
        'errors/',
        'constants/',
        'features/',
        'networks/',
        'ordering/',
        'swap/',
        'onramp/',
        'transactions/',
        'contract/',
        'accounts/',
        'adapters/',
        'storage/',
        // The wallet adapters' shared base (@portico/core/walletStandard): domain parts, no instance.
        'walletStandard/',
        'siwx/formatSiwxMessage.ts',
        'siwx/types.ts',
        'domain.ts',
      ],
    ],
    ['api', ['api/', 'siwx/']],
    ['stores', ['stores/']],
    // Actions and flows are one layer: a flow runs actions in steps, and `getBalances` reads the balances flow.
    ['actions and flows', ['actions/', 'flows/']],
    ['instance', ['instance/', 'index.ts']],
  ],
  react: [
    ['base', ['errors/', 'messages/', 'context.ts']],
    ['hooks', ['hooks/']],
    // The modal's style sheets and warm-up flag are parts every view uses, not the modal shell.
    ['ui', ['ui/', 'modal/adoptStyles.ts', 'modal/useAdoptedStyles.ts', 'modal/warmUp.ts']],
    ['views', ['views/']],
    ['modal', ['modal/']],
    ['components', ['components/', 'provider.tsx', 'index.ts']],
  ],
}

/** Packages a library's code must never import, whatever its manifest says. */
const NEVER = ['@portico/devnet', '@portico/standins']
/** Entries built from the workspace and not published, which may import development dependencies. */
const DEV_ENTRIES = ['packages/html/src/browser/']

function layerOf(pkg, path) {
  const layers = LAYERS[pkg]
  if (!layers) return undefined
  let best
  for (const [index, [name, prefixes]] of layers.entries())
    for (const prefix of prefixes)
      if (path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)))
        if (!best || prefix.length > best.prefix.length) best = { index, name, prefix }
  return best
}

/** The runtime imports of a module (static, re-exports and `import()`); type-only imports vanish at build and are left out. */
export function runtimeImports(source) {
  const specifiers = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push({ text: node.moduleSpecifier.text, node })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) specifiers.push({ text: node.moduleSpecifier.text, node })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push({ text: node.arguments[0].text, node })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

const manifests = new Map()
function manifest(pkg) {
  if (!manifests.has(pkg))
    manifests.set(pkg, JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')))
  return manifests.get(pkg)
}

export function checkLayers(files) {
  const problems = []
  for (const { path, file, pkg, test } of files) {
    if (test) continue
    const source = parse(path)
    const own = manifest(pkg)
    const dev = DEV_ENTRIES.some((prefix) => file.startsWith(prefix))
    const allowed = new Set(
      Object.keys({ ...own.dependencies, ...own.peerDependencies, ...(dev ? own.devDependencies : {}) }),
    )
    const srcRoot = join(root, 'packages', pkg, 'src')
    const from = layerOf(pkg, relative(srcRoot, path))
    for (const { text, node } of runtimeImports(source)) {
      const at = `${file}:${line(source, node)}`
      if (from?.name === 'stores' && ts.isCallExpression(node))
        problems.push(
          `${at}: a store loads nothing itself (import('${text}')): take a loader from the instance`,
        )
      if (!text.startsWith('.')) {
        if (text.startsWith('node:') || text.startsWith('#')) continue
        const target = text
          .split('/')
          .slice(0, text.startsWith('@') ? 2 : 1)
          .join('/')
        if (target === own.name) continue
        if (!allowed.has(target) || (!own.private && NEVER.includes(target)))
          problems.push(`${at}: imports ${target}, which is not among ${own.name}'s dependencies`)
        continue
      }
      if (!text.startsWith('.') || !from) continue
      const targetPath = resolve(dirname(path), text)
      if (!existsSync(targetPath)) continue
      const to = layerOf(pkg, relative(srcRoot, targetPath))
      if (to && to.index > from.index)
        problems.push(
          `${at}: ${from.name} imports ${to.name} (${text}): a lower layer never imports a higher one`,
        )
    }
  }
  return problems
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = listSources()
  const problems = [...checkErrorSamples(), ...checkLayers(files), ...checkErrors(files)]
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s): see docs/architecture.md, "Rules a script enforces".`)
    process.exit(1)
  }
  console.log(`checkArchitecture: ${files.length} files, no problem`)
}
