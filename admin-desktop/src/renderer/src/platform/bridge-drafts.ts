import type { DesktopApi } from '../../../preload/desktop-api.ts'
import { checkDraftKey, DraftRefusedError, serialiseDraft } from '../../../shared/local-drafts.ts'
import type { LocalDraftStore } from './platform.ts'

/** The desktop's local drafts: a file of their own, kept by the main process. */
export function createBridgeDrafts(drafts: DesktopApi['drafts']): LocalDraftStore {
  return {
    async get<T>(key: string): Promise<T | null> {
      const json = await drafts.get(checkDraftKey(key))
      return json === null ? null : (JSON.parse(json) as T)
    },
    async set(key, value) {
      const result = await drafts.set(key, serialiseDraft(key, value))
      if (!result.ok) throw new DraftRefusedError(result.message)
    },
    delete: async (key) => drafts.delete(checkDraftKey(key)),
    keys: (prefix = '') => drafts.keys(prefix),
  }
}
