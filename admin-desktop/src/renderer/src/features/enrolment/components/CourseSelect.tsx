import { Classes, Menu, MenuItem, Spinner, Tag } from '@blueprintjs/core'
import { CaretDown } from '@blueprintjs/icons'
import { Select, type ItemListRenderer, type ItemRenderer } from '@blueprintjs/select'
import '@blueprintjs/select/lib/css/blueprint-select.css'
import { useState } from 'react'
import { serverMessageOr, useDebouncedCommit } from '@pathshala/ui'
import { useCourseOptions, type CourseOption } from '../api/use-course-options.ts'

interface CourseSelectProps {
  /** The trigger button's id, for the field's label */
  id: string
  /** The id of the field's label: the button is named by it and the chosen course */
  labelId?: string
  value: CourseOption | null
  onChange: (course: CourseOption) => void
  invalid?: boolean
  disabled?: boolean
}

// the server searches; every course it answers is shown
const keepAll = (_query: string, items: CourseOption[]) => items

/**
 * Picks one course out of any number: what is typed searches the server (name or description,
 * after a short pause), a page at a time, with "Load more courses" at the end of the list.
 */
export function CourseSelect({
  id,
  labelId,
  value,
  onChange,
  invalid,
  disabled,
}: CourseSelectProps) {
  const [search, setSearch] = useState('')
  const [draft, setDraft] = useDebouncedCommit(search, setSearch, 300)
  const options = useCourseOptions(search)
  const courses = options.data?.courses ?? []
  // the list's id, which the trigger and the search box point at (aria-controls)
  const listboxId = `${id}-courses`

  const renderCourse: ItemRenderer<CourseOption> = (
    course,
    { handleClick, handleFocus, modifiers, ref, id: optionId }
  ) => (
    <MenuItem
      key={course._id}
      ref={ref}
      // what the search box's aria-activedescendant names while this option is active
      id={optionId}
      roleStructure="listoption"
      text={course.courseName}
      label={course.category?.name}
      labelElement={
        course.status === 'draft' ? (
          <Tag minimal intent="warning">
            Draft
          </Tag>
        ) : undefined
      }
      active={modifiers.active}
      selected={course._id === value?._id}
      disabled={modifiers.disabled}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  )

  const renderList: ItemListRenderer<CourseOption> = ({
    items,
    itemsParentRef,
    menuProps,
    renderItem,
  }) => {
    let content: React.ReactNode
    let count: string | null = null
    if (options.isPending) {
      content = (
        <MenuItem
          disabled
          roleStructure="listoption"
          icon={<Spinner size={16} />}
          text="Loading courses..."
        />
      )
    } else if (options.isError && courses.length === 0) {
      content = (
        <MenuItem
          disabled
          roleStructure="listoption"
          text={serverMessageOr(options.error, 'The courses could not be loaded')}
        />
      )
    } else if (items.length === 0) {
      content = <MenuItem disabled roleStructure="listoption" text="No courses found" />
    } else {
      count = `${items.length} of ${options.data?.total ?? items.length} courses`
      content = (
        <>
          {items.map(renderItem)}
          {options.hasNextPage && (
            <MenuItem
              roleStructure="listoption"
              shouldDismissPopover={false}
              text={options.isFetchingNextPage ? 'Loading more…' : 'Load more courses'}
              disabled={options.isFetchingNextPage}
              onClick={() => void options.fetchNextPage()}
            />
          )}
        </>
      )
    }
    // a listbox holds options only: the count goes under it
    return (
      <div>
        <Menu
          role="listbox"
          {...menuProps}
          id={listboxId}
          aria-label="Courses"
          ulRef={itemsParentRef}
          className="enrol-course-menu"
        >
          {content}
        </Menu>
        {count && <p className="enrol-course-count">{count}</p>}
      </div>
    )
  }

  return (
    <Select<CourseOption>
      items={courses}
      itemsEqual="_id"
      query={draft}
      onQueryChange={(query) => setDraft(query)}
      itemListPredicate={keepAll}
      itemRenderer={renderCourse}
      itemListRenderer={renderList}
      onItemSelect={onChange}
      disabled={disabled}
      fill
      inputProps={{
        'aria-label': 'Search courses',
        'aria-controls': listboxId,
        'placeholder': 'Search courses by name',
      }}
      // the element Select wraps its target in, and gives aria-expanded and aria-haspopup, is
      // the button itself: on a plain wrapper those attributes are not allowed (WCAG 4.1.2)
      popoverProps={{ minimal: true, matchTargetWidth: true, targetTagName: 'button' }}
      popoverTargetProps={
        {
          id,
          'aria-controls': listboxId,
          'type': 'button',
          disabled,
          'aria-labelledby': labelId ? `${labelId} ${id}-value` : undefined,
          'className': [
            Classes.BUTTON,
            Classes.alignmentClass('start'),
            Classes.intentClass(invalid ? 'danger' : 'none'),
            'enrol-course-trigger',
          ]
            .filter(Boolean)
            .join(' '),
        } as React.HTMLAttributes<HTMLElement>
      }
    >
      <span id={`${id}-value`} className={Classes.BUTTON_TEXT}>
        {value ? value.courseName : 'Select a course'}
      </span>
      <CaretDown />
    </Select>
  )
}
