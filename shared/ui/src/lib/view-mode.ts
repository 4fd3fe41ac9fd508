import { atomWithStorage } from 'jotai/utils'

/** How a listing lays out its cards. */
export type ViewMode = 'grid' | 'list'

/**
 * A listing's grid or list choice: a taste rather than a filter, so it is remembered in this
 * browser under `storageKey` instead of travelling in a shared link. Grid until changed. Read
 * when the atom is made, so the first render (and what is fetched before it) has the remembered
 * view, not the grid first.
 */
export function viewModeAtom(storageKey: string) {
  return atomWithStorage<ViewMode>(storageKey, 'grid', undefined, { getOnInit: true })
}
