import { useEffect } from 'react'
import { useAtom } from 'jotai'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { Button, H1 } from '@blueprintjs/core'
import { Refresh } from '@blueprintjs/icons'
import { Pagination, ViewToggle } from '@pathshala/ui'
import { useCurrentUser } from '../../auth/index.ts'
import { catalogueKeys } from '../api/catalogue-keys.ts'
import { useCatalogueTotal, useCategories, useCourseList } from '../api/catalogue-queries.ts'
import { catalogueViewAtom } from '../atoms/view-mode.ts'
import { useExploreFilters } from '../hooks/use-explore-filters.ts'
import { errorMessage } from '../lib/error-message.ts'
import { courseListRequest, hasActiveFilters } from '../lib/explore-filters.ts'
import { CourseResults } from './CourseResults.tsx'
import { ExploreStats } from './ExploreStats.tsx'
import { ExploreSummary } from './ExploreSummary.tsx'
import { ExploreToolbar } from './ExploreToolbar.tsx'
import './explore.css'

/** /home/explore: the course catalogue, its filters kept in the URL. */
export default function ExplorePage() {
  const { filters, update, clearAll } = useExploreFilters()
  const [layout, setLayout] = useAtom(catalogueViewAtom)
  const { data: user } = useCurrentUser()
  const queryClient = useQueryClient()

  const list = useCourseList(courseListRequest(filters))
  const categories = useCategories()
  const { total } = useCatalogueTotal()
  const refreshing = useIsFetching({ queryKey: catalogueKeys.all }) > 0

  const page = list.data
  // a page from before the filters changed stays for the counts, but not as the results
  const showSkeletons = list.isPending || list.isPlaceholderData
  const totalPages = page?.totalPages

  // A shared link or a shrunk catalogue can point past the last page: go to the last one.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages && filters.page > totalPages) {
      update({ page: totalPages }, { replace: true })
    }
  }, [filters.page, totalPages, list.isPlaceholderData, update])

  function changePage(next: number) {
    update({ page: next })
    document.getElementById('explore-results')?.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="page explore-page">
      <header className="explore-header head-row">
        <div>
          <H1 className="explore-title">Explore Courses</H1>
          <p className="explore-subtitle">
            Video courses for UPSC, State PCS, SSC and banking exams, taught by mentors who have
            cleared them.
          </p>
        </div>
        <div className="explore-header-actions">
          <Button
            icon={<Refresh />}
            text="Refresh"
            loading={refreshing}
            onClick={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
          />
          <ViewToggle value={layout} onChange={setLayout} />
        </div>
      </header>

      <ExploreStats
        totalCourses={total}
        categories={categories.data?.length}
        filteredResults={page?.totalCourses}
        currentPage={filters.page}
        totalPages={totalPages}
      />

      <ExploreToolbar
        filters={filters}
        categories={categories.data}
        onChange={update}
        onClearAll={clearAll}
        canClear={hasActiveFilters(filters)}
      />

      <ExploreSummary
        filters={filters}
        categories={categories.data}
        shown={showSkeletons ? undefined : page?.data.length}
        total={showSkeletons ? undefined : page?.totalCourses}
        totalPages={totalPages}
        onChange={update}
        onClearAll={clearAll}
      />

      <section
        id="explore-results"
        aria-labelledby="explore-results-title"
        className="explore-results"
      >
        <h2 id="explore-results-title" className="visually-hidden">
          Courses
        </h2>
        <CourseResults
          courses={page?.data}
          loading={showSkeletons && !list.isError}
          error={list.isError ? errorMessage(list.error) : null}
          skeletonCount={filters.limit}
          layout={layout}
          userId={user?._id ?? null}
          onClearFilters={clearAll}
          onRetry={() => list.refetch()}
        />
      </section>

      {!showSkeletons && totalPages !== undefined && (
        <Pagination page={filters.page} totalPages={totalPages} onPageChange={changePage} />
      )}
    </div>
  )
}
