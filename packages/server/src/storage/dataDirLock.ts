import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { StorageError } from './errors.ts'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process's embedded database: a second process opening the same directory would corrupt
 * it. A `<dir>.lock` file holding the owner's pid keeps other processes out; a stale lock is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10)
      if (Number.isInteger(owner) && (owner === process.pid || isRunning(owner))) {
        throw new StorageError('The embedded database is in use by another process', {
          details: `${dataDir} is held by process ${owner}; stop it first, or share a PostgreSQL database (DATABASE_URL)`,
        })
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new StorageError('Could not lock the embedded database directory', { details: lockFile })
}
