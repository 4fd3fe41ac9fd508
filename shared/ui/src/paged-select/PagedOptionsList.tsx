import type { ReactNode } from 'react'
import { Menu, MenuDivider, MenuItem, Spinner } from '@blueprintjs/core'
import type { ItemListRendererProps } from '@blueprintjs/select'
import { serverMessageOr } from '../lib/server-message.ts'
import type { PagedListbox, PagedQuery, PagedSelectTexts } from './paged-select-types.ts'

interface PagedOptionsListProps<T> {
  list: ItemListRendererProps<T>
  query: PagedQuery
  texts: PagedSelectTexts
  listbox: PagedListbox
  dividerBeforeLoadMore: boolean
  footer?: (shown: number) => ReactNode
}

/**
 * The popover's listbox: the loaded options and "load more" while pages remain, or one disabled
 * option saying the list is loading, failed or empty.
 */
export function PagedOptionsList<T>({
  list: { items, itemsParentRef, menuProps, renderItem },
  query,
  texts,
  listbox,
  dividerBeforeLoadMore,
  footer,
}: PagedOptionsListProps<T>) {
  let content: ReactNode
  let shown: number | null = null
  if (query.isPending) {
    content = (
      <MenuItem
        disabled
        roleStructure="listoption"
        icon={<Spinner size={16} />}
        text={texts.loading}
      />
    )
  } else if (query.isError && items.length === 0) {
    content = (
      <MenuItem
        disabled
        roleStructure="listoption"
        text={serverMessageOr(query.error, texts.failed)}
      />
    )
  } else if (items.length === 0) {
    content = <MenuItem disabled roleStructure="listoption" text={texts.empty} />
  } else {
    shown = items.length
    content = (
      <>
        {items.map(renderItem)}
        {query.hasNextPage && (
          <>
            {dividerBeforeLoadMore && <MenuDivider />}
            <MenuItem
              roleStructure="listoption"
              // the list stays open: the next page appends to it
              shouldDismissPopover={false}
              text={
                query.isFetchingNextPage ? (texts.loadingMore ?? 'Loading more…') : texts.loadMore
              }
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            />
          </>
        )}
      </>
    )
  }

  const menu = (
    <Menu
      role="listbox"
      {...menuProps}
      id={listbox.id}
      aria-label={listbox.label}
      ulRef={itemsParentRef}
      className={listbox.className}
    >
      {content}
    </Menu>
  )
  if (!footer) return menu
  // a listbox holds options only: what sums them up goes under it
  return (
    <div>
      {menu}
      {shown !== null && footer(shown)}
    </div>
  )
}
