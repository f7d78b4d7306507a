import { join, relative } from 'node:path'

/** A chunk of a build, as far as the walk needs it. */
export type WalkChunk = {
  fileName: string
  name: string
  isEntry: boolean
  /** The module a lazy entry's `import()` names (null for a shared chunk). */
  facade: string | null
  /** File names of the chunks it imports statically. */
  imports: string[]
  gzip: number
}

const WORKSPACE = join(import.meta.dirname, '..', '..')

/** The workspace-relative path of a module id (`packages/react/src/modal/modal.tsx`). */
export const modulePath = (id: string): string => relative(WORKSPACE, id).replace(/\\/g, '/')

/** How a chunk is named in budgets and messages: its `import()` module, or the shared chunk's name. */
export const chunkLabel = (chunk: WalkChunk): string =>
  chunk.facade && !chunk.isEntry ? modulePath(chunk.facade) : chunk.isEntry ? 'entry' : `shared ${chunk.name}`

/**
 * The chunks a journey loads, by a static walk of the build's import graph: the entry and, for every
 * module the journey imports with `import()`, that module's chunk, each with its static imports
 * transitively (the browser fetches them before it runs the chunk). `missing` lists the journey's
 * modules that are no lazy chunk of this build.
 */
export function walkJourney(
  chunks: WalkChunk[],
  loads: string[],
): { chunks: WalkChunk[]; missing: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const visit = (chunk: WalkChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const imported of chunk.imports) {
      const next = byFile.get(imported)
      if (next) visit(next)
    }
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  const missing: string[] = []
  for (const load of loads) {
    const chunk = chunks.find((candidate) => candidate.facade && modulePath(candidate.facade) === load)
    if (chunk) visit(chunk)
    else missing.push(load)
  }
  return { chunks: chunks.filter((chunk) => seen.has(chunk.fileName)), missing }
}

/** The gzip bytes of a journey's chunks by label (shared chunks of one name add up). */
export function journeyChunks(chunks: WalkChunk[]): Map<string, number> {
  const sizes = new Map<string, number>()
  for (const chunk of chunks) sizes.set(chunkLabel(chunk), (sizes.get(chunkLabel(chunk)) ?? 0) + chunk.gzip)
  return sizes
}
