import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval'
import { checkDraftKey, keysWithPrefix, serialiseDraft } from '../../../shared/local-drafts.ts'
import type { LocalDraftStore } from './platform.ts'

/** A database of its own, so no other use of IndexedDB on this site can collide with it. */
export const DRAFTS_DATABASE = 'pathshala-admin-drafts'
export const DRAFTS_OBJECT_STORE = 'drafts'

export const INDEXEDDB_UNAVAILABLE_MESSAGE =
  'This browser cannot keep drafts (IndexedDB is not available)'

/**
 * The browser's local drafts, in IndexedDB (kept across reloads and browser restarts). Values
 * are kept as JSON text, as on the desktop, so both behave the same (size limit included).
 */
export function createIndexedDbDrafts(): LocalDraftStore {
  let store: UseStore | undefined
  // opened on first use: a page that never keeps a draft never opens the database
  function database(): UseStore {
    if (typeof indexedDB === 'undefined') throw new Error(INDEXEDDB_UNAVAILABLE_MESSAGE)
    store ??= createStore(DRAFTS_DATABASE, DRAFTS_OBJECT_STORE)
    return store
  }

  return {
    async get<T>(key: string): Promise<T | null> {
      const json = await get<string>(checkDraftKey(key), database())
      return typeof json === 'string' ? (JSON.parse(json) as T) : null
    },
    async set(key, value) {
      await set(key, serialiseDraft(key, value), database())
    },
    async delete(key) {
      await del(checkDraftKey(key), database())
    },
    async keys(prefix = '') {
      const all = await keys(database())
      return keysWithPrefix(
        all.filter((key): key is string => typeof key === 'string'),
        prefix
      )
    },
  }
}
