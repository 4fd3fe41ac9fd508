import type { CourseCard as CourseCardData } from '../api/catalogue-types.ts'
import { Button } from '@blueprintjs/core'
import { FilterRemove, Refresh, SearchTemplate, WarningSign } from '@blueprintjs/icons'
import { EmptyState, type ViewMode } from '@pathshala/ui'
import { CourseCard } from './CourseCard.tsx'
import { gstNote, useGstTerms } from '../../auth/index.ts'
import { firstRowCards, listingImageSizes } from '../lib/card-image-sizes.ts'
import { CourseCardSkeleton } from './CourseCardSkeleton.tsx'

interface CourseResultsProps {
  courses: CourseCardData[] | undefined
  /** Skeletons instead of cards (the first load, or another page on its way). */
  loading: boolean
  error: string | null
  skeletonCount: number
  layout: ViewMode
  userId: string | null
  onClearFilters: () => void
  onRetry: () => void
}

/** The page of courses: cards, their skeletons, the empty state or the failure. */
export function CourseResults({
  courses,
  loading,
  error,
  skeletonCount,
  layout,
  userId,
  onClearFilters,
  onRetry,
}: CourseResultsProps) {
  const priceNote = gstNote(useGstTerms())
  if (error && !loading) {
    return (
      <EmptyState
        icon={<WarningSign />}
        title="Courses could not be loaded"
        description={error}
        action={<Button icon={<Refresh />} text="Try again" onClick={onRetry} />}
      />
    )
  }
  if (!loading && courses?.length === 0) {
    return (
      <EmptyState
        icon={<SearchTemplate />}
        title="No courses found"
        description="No course matches these filters. Try another search or category."
        action={
          <Button
            intent="primary"
            icon={<FilterRemove />}
            text="Clear filters"
            onClick={onClearFilters}
          />
        }
      />
    )
  }
  const firstRow = firstRowCards('explore')
  const imageSizes = listingImageSizes('explore', layout)
  return (
    <ul className={`course-results course-results--${layout}`} aria-busy={loading}>
      {loading || !courses
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <CourseCardSkeleton layout={layout} />
            </li>
          ))
        : courses.map((course, index) => (
            <li key={course._id}>
              <CourseCard
                course={course}
                userId={userId}
                priceNote={priceNote}
                layout={layout}
                eager={index < firstRow}
                imageSizes={imageSizes}
              />
            </li>
          ))}
    </ul>
  )
}
