import { atomWithStorage, createJSONStorage } from 'jotai/utils'

/** How a listing lays out its cards. */
export type ViewMode = 'grid' | 'list'

export const isViewMode = (value: unknown): value is ViewMode =>
  value === 'grid' || value === 'list'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Copies the choice into a cookie of the same name: the server renders a listing's first visit
 * to HTML (docs/decisions.md, "Delivery") in the view this browser will show.
 */
function rememberInCookie(storageKey: string, mode: ViewMode) {
  if (typeof document === 'undefined') return
  document.cookie = `${storageKey}=${mode}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
}

const storage = createJSONStorage<ViewMode>(() => localStorage)
const viewStorage = {
  ...storage,
  getItem: (key: string, initialValue: ViewMode): ViewMode => {
    const mode = storage.getItem(key, initialValue)
    // a choice made before the cookie existed reaches the server from the next visit on
    if (mode !== initialValue) rememberInCookie(key, mode)
    return mode
  },
  setItem: (key: string, mode: ViewMode) => {
    storage.setItem(key, mode)
    rememberInCookie(key, mode)
  },
}

/**
 * A listing's grid or list choice: a taste rather than a filter, so it is remembered in this
 * browser under `storageKey` instead of travelling in a shared link. Grid until changed. Read
 * when the atom is made, so the first render (and what is fetched before it) has the remembered
 * view, not the grid first.
 */
export function viewModeAtom(storageKey: string) {
  return atomWithStorage<ViewMode>(storageKey, 'grid', viewStorage, { getOnInit: true })
}
