import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core'
import { Search } from '@blueprintjs/icons'
import { EmptyState, SearchBox, useUrlFilters } from '@pathshala/ui'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useCourseCategories, usePublishedCourses } from '../api/use-published-courses.ts'
import {
  chooseCategory,
  PUBLISHED_SEARCH_MAX_LENGTH,
  publishedCodec,
  publishedRequest,
} from '../lib/published-filters.ts'
import { CategoryFilter } from './CategoryFilter.tsx'
import { PageSteps } from './PageSteps.tsx'
import { PublishedCourseCard } from './PublishedCourseCard.tsx'
import './published-courses.css'

/** /admin/course/published: the catalogue's courses, searched, filtered by category and paged. */
export default function PublishedCoursesPage() {
  const { filters: view, setFilters } = useUrlFilters(publishedCodec, { canonical: true })
  const { data, error, isPending, isFetching, refetch } = usePublishedCourses(
    publishedRequest(view)
  )
  const categories = useCourseCategories()

  const courses = data?.data
  const filtered = view.search !== '' || view.categories.length > 0
  return (
    <section aria-labelledby="published-heading" className="published-courses">
      <div>
        <H2 id="published-heading">Published Courses</H2>
        <p className="published-muted" aria-live="polite">
          {data
            ? `${data.totalCourses.toLocaleString('en-IN')} ${data.totalCourses === 1 ? 'course' : 'courses'}${filtered ? ' match' : ''}`
            : '\u00a0'}
        </p>
      </div>

      <div className="published-filters">
        <div className="published-search">
          <SearchBox
            id="published-search"
            label="Search courses by name"
            placeholder="Search by course name"
            value={view.search}
            maxLength={PUBLISHED_SEARCH_MAX_LENGTH}
            onCommit={(search) =>
              setFilters((current) => ({ ...current, search, page: 1 }), { replace: true })
            }
          />
        </div>
        <CategoryFilter
          categories={categories.data ?? []}
          chosen={view.categories}
          loading={categories.isPending}
          onChoose={(choice) => setFilters((current) => chooseCategory(current, choice))}
        />
      </div>

      {error && !data ? (
        <LoadFailure
          title="The courses could not be loaded"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isPending ? (
        <NonIdealState icon={<Spinner />} title="Loading courses..." />
      ) : courses && courses.length === 0 ? (
        <EmptyState
          icon={<Search />}
          title="No courses found"
          description={
            filtered
              ? 'No published course matches this search and these categories.'
              : 'Courses appear here once they are published from the builder.'
          }
          action={
            filtered ? (
              <Button onClick={() => setFilters({ search: '', categories: [], page: 1 })}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        data &&
        courses && (
          <div className="published-results" aria-busy={isFetching}>
            <ul className="published-grid" aria-label="Courses">
              {courses.map((course) => (
                <li key={course._id}>
                  <PublishedCourseCard course={course} />
                </li>
              ))}
            </ul>
            <PageSteps
              page={view.page}
              totalPages={data.totalPages}
              onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
            />
          </div>
        )
      )}
    </section>
  )
}
