import { viewModeAtom } from '@pathshala/ui'

/** Grid or list for the catalogue: a preference of this browser, not part of a shared link. */
export const CATALOGUE_VIEW_KEY = 'pathshala-catalogue-view'
export const catalogueViewAtom = viewModeAtom(CATALOGUE_VIEW_KEY)
