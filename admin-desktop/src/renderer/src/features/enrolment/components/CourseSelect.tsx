import { Tag } from '@blueprintjs/core'
import { useState } from 'react'
import { PagedSelect } from '@pathshala/ui/paged-select'
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

const COURSE_TEXTS = {
  placeholder: 'Select a course',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search courses by name',
  loading: 'Loading courses...',
  failed: 'The courses could not be loaded',
  empty: 'No courses found',
  loadMore: 'Load more courses',
}

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
  const options = useCourseOptions(search)

  return (
    <PagedSelect<CourseOption>
      id={id}
      labelId={labelId}
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      items={options.data?.courses ?? []}
      query={options}
      itemText={(course) => course.courseName}
      itemLabel={(course) => course.category?.name}
      itemLabelElement={(course) =>
        course.status === 'draft' ? (
          <Tag minimal intent="warning">
            Draft
          </Tag>
        ) : undefined
      }
      texts={COURSE_TEXTS}
      listbox={{ id: `${id}-courses`, label: 'Courses', className: 'enrol-course-menu' }}
      footer={(shown) => (
        <p className="enrol-course-count">{`${shown} of ${options.data?.total ?? shown} courses`}</p>
      )}
      triggerClassName="enrol-course-trigger"
      invalid={invalid}
      disabled={disabled}
    />
  )
}
