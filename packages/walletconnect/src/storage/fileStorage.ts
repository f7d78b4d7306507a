import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Storage } from './types.ts'

/**
 * Node storage in one JSON file, written atomically (temp file + rename) and serialised, so a wallet
 * or dapp process keeps its sessions across restarts.
 */
export function fileStorage(path: string): Storage {
  let data: Promise<Record<string, string>> | undefined
  let writing: Promise<void> = Promise.resolve()
  const load = () => {
    data ??= readFile(path, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return {}
        throw error
      },
    )
    return data
  }
  const persist = (values: Record<string, string>) => {
    writing = writing.then(async () => {
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${process.pid}.tmp`
      await writeFile(temporary, JSON.stringify(values))
      await rename(temporary, path)
    })
    return writing
  }
  return {
    async getItem(key) {
      return (await load())[key]
    },
    async setItem(key, value) {
      const values = await load()
      values[key] = value
      await persist(values)
    },
    async removeItem(key) {
      const values = await load()
      delete values[key]
      await persist(values)
    },
  }
}
