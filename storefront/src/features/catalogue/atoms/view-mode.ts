import { atomWithStorage } from 'jotai/utils'
import type { ViewMode } from '../../common/components/ViewToggle.tsx'

/** Grid or list for the catalogue: a preference of this browser, not part of a shared link. */
export const catalogueViewAtom = atomWithStorage<ViewMode>('pathshala-catalogue-view', 'grid')
