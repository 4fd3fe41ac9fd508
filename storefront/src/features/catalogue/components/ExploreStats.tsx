import { Document, Filter, Layers, Projects } from '@blueprintjs/icons'
import { formatCount } from '@pathshala/shared'
import { StatCard } from '@pathshala/ui'

interface ExploreStatsProps {
  totalCourses: number | undefined
  categories: number | undefined
  filteredResults: number | undefined
  currentPage: number
  totalPages: number | undefined
}

/** Total Courses, Categories, Filtered Results, Current Page (docs/screens/learner.md#catalogue) */
export function ExploreStats({
  totalCourses,
  categories,
  filteredResults,
  currentPage,
  totalPages,
}: ExploreStatsProps) {
  return (
    <section className="explore-stats" aria-label="Catalogue at a glance">
      <StatCard
        label="Total Courses"
        icon={<Projects size={20} />}
        loading={totalCourses === undefined}
        value={formatCount(totalCourses ?? 0)}
      />
      <StatCard
        label="Categories"
        icon={<Layers size={20} />}
        loading={categories === undefined}
        value={formatCount(categories ?? 0)}
      />
      <StatCard
        label="Filtered Results"
        icon={<Filter size={20} />}
        loading={filteredResults === undefined}
        value={formatCount(filteredResults ?? 0)}
      />
      <StatCard
        label="Current Page"
        icon={<Document size={20} />}
        loading={totalPages === undefined}
        value={`${currentPage} / ${Math.max(totalPages ?? 1, 1)}`}
      />
    </section>
  )
}
