import { viewModeAtom } from '@pathshala/ui'

/** Grid or list for the catalogue: a preference of this browser, not part of a shared link. */
export const catalogueViewAtom = viewModeAtom('pathshala-catalogue-view')
