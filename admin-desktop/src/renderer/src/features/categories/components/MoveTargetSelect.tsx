import { useState } from 'react'
import { Button, Menu, MenuDivider, MenuItem, Spinner } from '@blueprintjs/core'
import { CaretDown } from '@blueprintjs/icons'
import { Select, type ItemListRenderer, type ItemRenderer } from '@blueprintjs/select'
import '@blueprintjs/select/lib/css/blueprint-select.css'
import type { Category } from '@pathshala/shared'
import { serverMessageOr, useDebouncedCommit } from '@pathshala/ui'
import { useMoveTargets } from '../api/use-categories.ts'
import { courseCountText } from '../lib/category-messages.ts'

interface MoveTargetSelectProps {
  /** The trigger button's id, for the field's label */
  id: string
  labelId: string
  /** The category being deleted: never offered */
  excludeId: string
  value: Category | null
  onChange: (category: Category) => void
  invalid?: boolean
  disabled?: boolean
}

// the server searches; every category it answers is shown
const keepAll = (_query: string, items: Category[]) => items

/**
 * Picks the category the courses move to, out of any number: what is typed searches the names
 * on the server, a page at a time, with "Load more categories" at the end.
 */
export function MoveTargetSelect({
  id,
  labelId,
  excludeId,
  value,
  onChange,
  invalid,
  disabled,
}: MoveTargetSelectProps) {
  const [search, setSearch] = useState('')
  const [draft, setDraft] = useDebouncedCommit(search, setSearch, 300)
  const targets = useMoveTargets(search, !disabled)
  const categories = (targets.data?.categories ?? []).filter(({ _id }) => _id !== excludeId)

  const renderCategory: ItemRenderer<Category> = (
    category,
    { handleClick, handleFocus, modifiers, ref }
  ) => (
    <MenuItem
      key={category._id}
      ref={ref}
      roleStructure="listoption"
      text={category.name}
      label={courseCountText(category.courseCount)}
      active={modifiers.active}
      selected={category._id === value?._id}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  )

  const renderList: ItemListRenderer<Category> = ({
    items,
    itemsParentRef,
    menuProps,
    renderItem,
  }) => {
    let content: React.ReactNode
    if (targets.isPending) {
      content = (
        <MenuItem
          disabled
          roleStructure="listoption"
          icon={<Spinner size={16} />}
          text="Loading categories..."
        />
      )
    } else if (targets.isError && items.length === 0) {
      content = (
        <MenuItem
          disabled
          roleStructure="listoption"
          text={serverMessageOr(targets.error, 'The categories could not be loaded')}
        />
      )
    } else if (items.length === 0) {
      content = (
        <MenuItem
          disabled
          roleStructure="listoption"
          text={search ? 'No categories found' : 'No other category yet: create one first'}
        />
      )
    } else {
      content = (
        <>
          {items.map(renderItem)}
          {targets.hasNextPage && (
            <>
              <MenuDivider />
              <MenuItem
                roleStructure="listoption"
                shouldDismissPopover={false}
                text={targets.isFetchingNextPage ? 'Loading more…' : 'Load more categories'}
                disabled={targets.isFetchingNextPage}
                onClick={() => void targets.fetchNextPage()}
              />
            </>
          )}
        </>
      )
    }
    return (
      <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} className="category-move-menu">
        {content}
      </Menu>
    )
  }

  return (
    <Select<Category>
      items={categories}
      itemsEqual="_id"
      query={draft}
      onQueryChange={(query) => setDraft(query)}
      itemListPredicate={keepAll}
      itemRenderer={renderCategory}
      itemListRenderer={renderList}
      onItemSelect={onChange}
      disabled={disabled}
      fill
      inputProps={{ 'aria-label': 'Search categories', 'placeholder': 'Search categories by name' }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    >
      <Button
        id={id}
        aria-labelledby={`${labelId} ${id}-value`}
        fill
        alignText="start"
        disabled={disabled}
        endIcon={<CaretDown />}
        intent={invalid ? 'danger' : 'none'}
        text={<span id={`${id}-value`}>{value ? value.name : 'Select a category'}</span>}
      />
    </Select>
  )
}
