/** A browser storage held in memory, starting with `items`: what the app reads on the server. */
export function memoryStorage(items: Record<string, string> = {}): Storage {
  const entries = new Map(Object.entries(items))
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
  }
}
