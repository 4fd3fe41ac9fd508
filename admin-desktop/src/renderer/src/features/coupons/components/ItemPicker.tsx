import { Tag } from '@blueprintjs/core'
import { useState } from 'react'
import { PagedSelect } from '@pathshala/ui/paged-select'
import { useCourseChoices, useStoreItemChoices } from '../api/use-coupons.ts'
import type { ChosenCourse, ChosenItem } from '../lib/coupon-form.ts'

interface PickerProps<T> {
  id: string
  labelId: string
  chosen: T[]
  onChange: (chosen: T[]) => void
  invalid?: boolean
}

const COURSE_TEXTS = {
  placeholder: 'Add a course',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search courses by name',
  loading: 'Loading courses...',
  failed: 'The courses could not be loaded',
  empty: 'No courses found',
  loadMore: 'Load more courses',
}

const ITEM_TEXTS = {
  placeholder: 'Add a store item',
  searchLabel: 'Search store items',
  searchPlaceholder: 'Search store items by title',
  loading: 'Loading store items...',
  failed: 'The store items could not be loaded',
  empty: 'No store items found',
  loadMore: 'Load more store items',
}

function ChosenTags<T extends { _id: string }>({
  chosen,
  label,
  onRemove,
}: {
  chosen: T[]
  label: (item: T) => string
  onRemove: (item: T) => void
}) {
  if (chosen.length === 0) return null
  return (
    <ul className="coupon-chosen" aria-label="Chosen">
      {chosen.map((item) => (
        <li key={item._id}>
          <Tag minimal large onRemove={() => onRemove(item)}>
            {label(item)}
          </Tag>
        </li>
      ))}
    </ul>
  )
}

/** Chooses courses one at a time (searched on the server); the chosen show as removable tags. */
export function CoursePicker({
  id,
  labelId,
  chosen,
  onChange,
  invalid,
}: PickerProps<ChosenCourse>) {
  const [search, setSearch] = useState('')
  const options = useCourseChoices(search)
  const ids = new Set(chosen.map((course) => course._id))
  return (
    <div className="coupon-picker">
      <PagedSelect<ChosenCourse>
        id={id}
        labelId={labelId}
        value={null}
        onChange={(course) => {
          if (!ids.has(course._id)) onChange([...chosen, course])
        }}
        search={search}
        onSearchChange={setSearch}
        items={(options.data?.items ?? []).filter((course) => !ids.has(course._id))}
        query={options}
        itemText={(course) => course.courseName}
        texts={COURSE_TEXTS}
        listbox={{ id: `${id}-list`, label: 'Courses', className: 'coupon-picker-menu' }}
        invalid={invalid}
      />
      <ChosenTags
        chosen={chosen}
        label={(course) => course.courseName}
        onRemove={(course) => onChange(chosen.filter((c) => c._id !== course._id))}
      />
    </div>
  )
}

/** Chooses store items one at a time; the chosen show as removable tags. */
export function StoreItemPicker({
  id,
  labelId,
  chosen,
  onChange,
  invalid,
}: PickerProps<ChosenItem>) {
  const [search, setSearch] = useState('')
  const options = useStoreItemChoices(search)
  const ids = new Set(chosen.map((item) => item._id))
  return (
    <div className="coupon-picker">
      <PagedSelect<ChosenItem>
        id={id}
        labelId={labelId}
        value={null}
        onChange={(item) => {
          if (!ids.has(item._id)) onChange([...chosen, item])
        }}
        search={search}
        onSearchChange={setSearch}
        items={(options.data?.items ?? []).filter((item) => !ids.has(item._id))}
        query={options}
        itemText={(item) => item.title}
        texts={ITEM_TEXTS}
        listbox={{ id: `${id}-list`, label: 'Store items', className: 'coupon-picker-menu' }}
        invalid={invalid}
      />
      <ChosenTags
        chosen={chosen}
        label={(item) => item.title}
        onRemove={(item) => onChange(chosen.filter((c) => c._id !== item._id))}
      />
    </div>
  )
}
