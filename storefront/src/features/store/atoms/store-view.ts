import { viewModeAtom } from '@pathshala/ui'

/** Grid or list for the store: a preference of this browser, not part of a shared link. */
export const STORE_VIEW_KEY = 'pathshala-store-view'
export const storeViewAtom = viewModeAtom(STORE_VIEW_KEY)
