import type { Kysely } from 'kysely'
import type { Database } from '../storage/schema.ts'
import type { Project } from './project.ts'
import { getProject } from './projectsRepository.ts'

const MAX_ENTRIES = 1_000

/** Project lookups for request handling, cached briefly so CLI changes show up within `ttlMs`. */
export class ProjectCache {
  readonly #db: Kysely<Database>
  readonly #ttlMs: number
  readonly #entries = new Map<string, { project: Project | undefined; expires: number }>()

  constructor(db: Kysely<Database>, ttlMs: number) {
    this.#db = db
    this.#ttlMs = ttlMs
  }

  async get(id: string): Promise<Project | undefined> {
    const now = Date.now()
    const cached = this.#entries.get(id)
    if (cached && cached.expires > now) return cached.project
    const project = await getProject(this.#db, id)
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear()
    this.#entries.set(id, { project, expires: now + this.#ttlMs })
    return project
  }

  /** Drops one project, so the next lookup reads it (another process changed it). */
  forget(id: string): void {
    this.#entries.delete(id)
  }

  clear(): void {
    this.#entries.clear()
  }
}
