import { PorticoError } from '@portico/core'

/** A project command or lookup that cannot be carried out (unknown id, bad origin, duplicate id). */
export class ProjectError extends PorticoError {
  override name = 'ProjectError'
}

export type ProjectErrorType = ProjectError & { name: 'ProjectError' }
