/*
| @pathshala/ui/paged-select: a searchable select over a paged list. A subpath of its own because
| it needs @blueprintjs/select and its CSS, which only the admin app uses: the storefront imports
| the kit's main entry and never reaches this.
*/
export { PAGED_SELECT_DEBOUNCE_MS, PagedSelect, type PagedSelectProps } from './PagedSelect.tsx'
export type { PagedListbox, PagedQuery, PagedSelectTexts } from './paged-select-types.ts'
