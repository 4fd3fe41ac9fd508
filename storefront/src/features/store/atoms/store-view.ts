import { atomWithStorage } from 'jotai/utils'

export type StoreView = 'grid' | 'list'

/** Grid or list: a taste, not a filter, so it is remembered in this browser rather than the URL. */
export const storeViewAtom = atomWithStorage<StoreView>('pathshala-store-view', 'grid')
