import { atomWithStorage } from 'jotai/utils'

/** How a listing lays out its cards. */
export type ViewMode = 'grid' | 'list'

/**
 * A listing's grid or list choice: a taste rather than a filter, so it is remembered in this
 * browser under `storageKey` instead of travelling in a shared link. Grid until changed.
 */
export function viewModeAtom(storageKey: string) {
  return atomWithStorage<ViewMode>(storageKey, 'grid')
}
