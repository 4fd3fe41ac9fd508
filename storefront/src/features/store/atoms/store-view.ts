import { viewModeAtom } from '@pathshala/ui'

/** Grid or list for the store: a preference of this browser, not part of a shared link. */
export const storeViewAtom = viewModeAtom('pathshala-store-view')
