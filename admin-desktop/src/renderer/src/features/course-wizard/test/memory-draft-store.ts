import type { LocalDraftStore } from '../lib/draft-record.ts'

/** The platform's local store in memory, values copied through JSON as a real store would. */
export function memoryDraftStore(initial: Record<string, unknown> = {}) {
  const values = new Map<string, string>(
    Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)])
  )
  const store: LocalDraftStore & { values: Map<string, string> } = {
    values,
    async get<T>(key: string) {
      const text = values.get(key)
      return text === undefined ? null : (JSON.parse(text) as T)
    },
    async set(key, value) {
      values.set(key, JSON.stringify(value))
    },
    async delete(key) {
      values.delete(key)
    },
    async keys(prefix = '') {
      return [...values.keys()].filter((key) => key.startsWith(prefix))
    },
  }
  return store
}
