import { useMemo, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { showToast } from '@pathshala/ui'
import { booksKeys } from '../../books/index.ts'
import { resolveUploadPreset } from '../../media-upload/index.ts'
import { usePlatform, type Platform } from '../../../platform/index.ts'
import { createBulkItems } from '../api/create-bulk-items.ts'
import { WebUploader } from '../api/web-uploader.ts'
import { BulkBatch, type BulkUploader, type SavedBatch } from '../lib/bulk-batch.ts'

/** Where the rows of the batch in progress are kept across reloads and restarts. */
export const BATCH_STORAGE_KEY = 'pathshala.admin.bulk-upload.batch'

export interface BulkSession {
  batch: BulkBatch
  uploader: BulkUploader
  /** The web only: keeps picked Files so their uploads can read them */
  web: WebUploader | null
}

// one session per platform: uploads go on while the admin visits other screens
const sessions = new WeakMap<Platform, BulkSession>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function readSavedBatch(store: Storage | null): SavedBatch | null {
  try {
    const text = store?.getItem(BATCH_STORAGE_KEY)
    return text ? (JSON.parse(text) as SavedBatch) : null
  } catch {
    return null
  }
}

function createSession(platform: Platform, queryClient: QueryClient): BulkSession {
  const store = storage()
  const desktop = platform.bulkUploads ?? null
  const web = desktop ? null : new WebUploader(platform.api, store)
  const uploader: BulkUploader = desktop ?? web!
  const batch = new BulkBatch({
    uploader,
    createItems: (items) => createBulkItems(platform.api, items),
    presetFor: (purpose) => resolveUploadPreset(queryClient, platform.api, purpose),
    placeholderSize: WebUploader.placeholderSize(),
    saved: readSavedBatch(store),
    save: (saved) => store?.setItem(BATCH_STORAGE_KEY, JSON.stringify(saved)),
    onCreated: (count) => {
      void queryClient.invalidateQueries({ queryKey: booksKeys.all })
      void showToast('success', `${count} items created`)
    },
  })
  return { batch, uploader, web }
}

/** The bulk upload in progress: its rows, its files' uploads, and what has been created. */
export function useBulkBatch() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  const session = useMemo(() => {
    let existing = sessions.get(platform)
    if (!existing) {
      existing = createSession(platform, queryClient)
      sessions.set(platform, existing)
    }
    return existing
  }, [platform, queryClient])
  const subscribe = session.batch.subscribe.bind(session.batch)
  const state = useSyncExternalStore(subscribe, () => session.batch.state)
  const jobs = useSyncExternalStore(subscribe, () => session.batch.jobs)
  return { ...session, state, jobs }
}
