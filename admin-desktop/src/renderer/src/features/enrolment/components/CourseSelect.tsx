import { Button, Menu, MenuDivider, MenuItem, Spinner, Tag } from '@blueprintjs/core'
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

  const renderCourse: ItemRenderer<CourseOption> = (
    course,
    { handleClick, handleFocus, modifiers, ref }
  ) => (
    <MenuItem
      key={course._id}
      ref={ref}
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
      content = (
        <>
          {items.map(renderItem)}
          <MenuDivider />
          <li className="enrol-course-count" role="presentation">
            {`${items.length} of ${options.data?.total ?? items.length} courses`}
          </li>
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
    return (
      <Menu role="listbox" {...menuProps} ulRef={itemsParentRef} className="enrol-course-menu">
        {content}
      </Menu>
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
      inputProps={{ 'aria-label': 'Search courses', 'placeholder': 'Search courses by name' }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    >
      <Button
        id={id}
        aria-labelledby={labelId ? `${labelId} ${id}-value` : undefined}
        fill
        alignText="start"
        disabled={disabled}
        endIcon={<CaretDown />}
        intent={invalid ? 'danger' : 'none'}
        text={<span id={`${id}-value`}>{value ? value.courseName : 'Select a course'}</span>}
        className="enrol-course-trigger"
      />
    </Select>
  )
}
