import type { HTMLAttributes, ReactNode } from 'react'
import { Classes, MenuItem } from '@blueprintjs/core'
import { CaretDown } from '@blueprintjs/icons'
import { Select, type ItemRenderer } from '@blueprintjs/select'
import '@blueprintjs/select/lib/css/blueprint-select.css'
import { useDebouncedCommit } from '../hooks/use-debounced-commit.ts'
import { PagedOptionsList } from './PagedOptionsList.tsx'
import type { PagedListbox, PagedQuery, PagedSelectTexts } from './paged-select-types.ts'

/** Typing waits this long before the server is asked again. */
export const PAGED_SELECT_DEBOUNCE_MS = 300

export interface PagedSelectProps<T extends { _id: string }> {
  /** The trigger button's id, for the field's label; `${id}-value` names the chosen item */
  id: string
  /** The id of the field's label: the button is named by it and the chosen item */
  labelId?: string
  value: T | null
  onChange: (item: T) => void
  /** The committed search, which the feature's query is keyed by */
  search: string
  /** Called with the tidied text once typing pauses */
  onSearchChange: (search: string) => void
  /** The options loaded so far for `search`, every page */
  items: T[]
  query: PagedQuery
  /** An option's name, also the trigger's text once it is chosen */
  itemText: (item: T) => string
  /** Quiet text at an option's end (Blueprint's MenuItem `label`) */
  itemLabel?: (item: T) => string | undefined
  /** An element after that text, such as a tag */
  itemLabelElement?: (item: T) => ReactNode
  texts: PagedSelectTexts
  listbox: PagedListbox
  /** Under the listbox while options are shown, e.g. "20 of 130 courses" */
  footer?: (shown: number) => ReactNode
  /** A line between the options and "load more" */
  dividerBeforeLoadMore?: boolean
  /** Added to the trigger button's classes */
  triggerClassName?: string
  invalid?: boolean
  disabled?: boolean
}

/**
 * Picks one item out of any number: what is typed searches the server (after a short pause), a
 * page at a time, with "load more" at the end of the list. The server searches, so every item it
 * answers is shown.
 */
export function PagedSelect<T extends { _id: string }>({
  id,
  labelId,
  value,
  onChange,
  search,
  onSearchChange,
  items,
  query,
  itemText,
  itemLabel,
  itemLabelElement,
  texts,
  listbox,
  footer,
  dividerBeforeLoadMore = false,
  triggerClassName,
  invalid,
  disabled,
}: PagedSelectProps<T>) {
  const [draft, setDraft] = useDebouncedCommit(search, onSearchChange, PAGED_SELECT_DEBOUNCE_MS)

  const renderOption: ItemRenderer<T> = (
    item,
    { handleClick, handleFocus, modifiers, ref, id: optionId }
  ) => (
    <MenuItem
      key={item._id}
      ref={ref}
      // what the search box's aria-activedescendant names while this option is active
      id={optionId}
      roleStructure="listoption"
      text={itemText(item)}
      label={itemLabel?.(item)}
      labelElement={itemLabelElement?.(item)}
      active={modifiers.active}
      selected={item._id === value?._id}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  )

  return (
    <Select<T>
      items={items}
      itemsEqual="_id"
      query={draft}
      onQueryChange={(text) => setDraft(text)}
      itemListPredicate={keepAll}
      itemRenderer={renderOption}
      itemListRenderer={(list) => (
        <PagedOptionsList
          list={list}
          query={query}
          texts={texts}
          listbox={listbox}
          dividerBeforeLoadMore={dividerBeforeLoadMore}
          footer={footer}
        />
      )}
      onItemSelect={onChange}
      disabled={disabled}
      fill
      inputProps={{
        'aria-label': texts.searchLabel,
        'aria-controls': listbox.id,
        'placeholder': texts.searchPlaceholder,
      }}
      // the element Select wraps its target in, and gives aria-expanded and aria-haspopup, is
      // the button itself: on a plain wrapper those attributes are not allowed (WCAG 4.1.2)
      popoverProps={{ minimal: true, matchTargetWidth: true, targetTagName: 'button' }}
      popoverTargetProps={
        {
          id,
          'aria-controls': listbox.id,
          'type': 'button',
          disabled,
          'aria-labelledby': labelId ? `${labelId} ${id}-value` : undefined,
          'className': [
            Classes.BUTTON,
            Classes.alignmentClass('start'),
            Classes.intentClass(invalid ? 'danger' : 'none'),
            triggerClassName,
          ]
            .filter(Boolean)
            .join(' '),
        } as HTMLAttributes<HTMLElement>
      }
    >
      <span id={`${id}-value`} className={Classes.BUTTON_TEXT}>
        {value ? itemText(value) : texts.placeholder}
      </span>
      <CaretDown />
    </Select>
  )
}

// the server searches; every item it answers is shown
function keepAll<T>(_query: string, items: T[]) {
  return items
}
