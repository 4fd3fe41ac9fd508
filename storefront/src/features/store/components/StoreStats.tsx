import { Book, Layers, Numerical, Unlock } from '@blueprintjs/icons'
import { formatCount } from '@pathshala/shared'
import { StatCard } from '@pathshala/ui'

interface Props {
  /** undefined until the first answer */
  totalBooks: number | undefined
  freeOnPage: number | undefined
  categories: number
  currentPage: number
}

/**
 * Total Books, Free Resources (on the loaded page), Categories, Current Page
 * (docs/screens/learner.md#store).
 */
export function StoreStats({ totalBooks, freeOnPage, categories, currentPage }: Props) {
  const loading = totalBooks === undefined
  return (
    <section className="store-stats" aria-label="Store at a glance">
      <StatCard
        icon={<Book />}
        label="Total Books"
        value={formatCount(totalBooks ?? 0)}
        loading={loading}
      />
      <StatCard icon={<Unlock />} label="Free Resources" value={freeOnPage} loading={loading} />
      <StatCard icon={<Layers />} label="Categories" value={categories} />
      <StatCard icon={<Numerical />} label="Current Page" value={currentPage} />
    </section>
  )
}
