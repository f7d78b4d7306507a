import type { Kysely, Selectable } from 'kysely'
import type { Database, ProjectsTable } from '../storage/schema.ts'
import { ProjectError } from './errors.ts'
import type { RemoteFeatures } from './features.ts'
import { normalizeOriginEntry } from './origins.ts'
import { DEFAULT_PROJECT_ID, isValidProjectId, type Project } from './project.ts'

export type ProjectChanges = {
  name?: string | undefined
  allowedOrigins?: readonly string[] | undefined
  features?: Partial<RemoteFeatures> | undefined
  analyticsEnabled?: boolean | undefined
}

function toProject(row: Selectable<ProjectsTable>): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    features: row.features,
    analyticsEnabled: row.analytics_enabled,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function checkOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    const normalized = normalizeOriginEntry(origin)
    if (!normalized) {
      throw new ProjectError('Invalid origin', {
        details: `${origin} (expected scheme://host[:port], optionally scheme://*.domain)`,
      })
    }
    return normalized
  })
}

export async function listProjects(db: Kysely<Database>): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('id').execute()
  return rows.map(toProject)
}

/** The storage notification a change of a project sends, with its id, so every node's cache drops it. */
export const PROJECTS_CHANNEL = 'projects'

export async function getProject(db: Kysely<Database>, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toProject(row) : undefined
}

export async function createProject(
  db: Kysely<Database>,
  id: string,
  changes: ProjectChanges = {},
): Promise<Project> {
  if (!isValidProjectId(id)) {
    throw new ProjectError('Invalid project id', { details: `${id} (1 to 64 letters, digits, "_" or "-")` })
  }
  const row = await db
    .insertInto('projects')
    .values({
      id,
      name: changes.name ?? id,
      allowed_origins: JSON.stringify(checkOrigins(changes.allowedOrigins ?? [])),
      features: JSON.stringify(changes.features ?? {}),
      analytics_enabled: changes.analyticsEnabled ?? true,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!row) throw new ProjectError('Project already exists', { details: id })
  return toProject(row)
}

export async function updateProject(
  db: Kysely<Database>,
  id: string,
  changes: ProjectChanges,
): Promise<Project> {
  const current = await getProject(db, id)
  if (!current) throw new ProjectError('Unknown project', { details: id })
  const row = await db
    .updateTable('projects')
    .set({
      name: changes.name ?? current.name,
      allowed_origins: JSON.stringify(
        changes.allowedOrigins ? checkOrigins(changes.allowedOrigins) : current.allowedOrigins,
      ),
      features: JSON.stringify({ ...current.features, ...changes.features }),
      analytics_enabled: changes.analyticsEnabled ?? current.analyticsEnabled,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toProject(row)
}

/** Deletes a project and its analytics. The default project cannot be deleted. */
export async function deleteProject(db: Kysely<Database>, id: string): Promise<void> {
  if (id === DEFAULT_PROJECT_ID)
    throw new ProjectError('The default project cannot be deleted', { details: id })
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
  if (result.numDeletedRows === 0n) throw new ProjectError('Unknown project', { details: id })
}

/** Creates the default project for local use when it is missing (on every start). */
export async function ensureDefaultProject(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('projects')
    .values({
      id: DEFAULT_PROJECT_ID,
      name: 'Local development',
      allowed_origins: JSON.stringify([]),
      features: JSON.stringify({}),
      analytics_enabled: true,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}
