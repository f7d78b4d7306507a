/** Where the client keeps its keys, pairings and sessions; one interface for IndexedDB, files and memory. */
export type Storage = {
  getItem(key: string): Promise<string | undefined>
  setItem(key: string, value: string): Promise<void>
  removeItem(key: string): Promise<void>
}
