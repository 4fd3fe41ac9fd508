import { Book, Layers, Numerical, Unlock } from '@blueprintjs/icons'
import { formatCount } from '@pathshala/shared'
import { StatCard } from '@pathshala/ui'

interface Props {
  /** undefined until the first answer */
  totalBooks: number | undefined
  /** The free items of the whole listing under the same filters (meta.freeItems) */
  freeItems: number | undefined
  categories: number
  currentPage: number
}

/**
 * Total Books, Free Resources, Categories, Current Page (docs/screens/learner.md#store). Both
 * counts are of the whole listing under its filters, from the same answer: a count of the page
 * on screen changed while paging.
 */
export function StoreStats({ totalBooks, freeItems, categories, currentPage }: Props) {
  const loading = totalBooks === undefined
  return (
    <section className="store-stats" aria-label="Store at a glance">
      <StatCard
        icon={<Book />}
        label="Total Books"
        value={formatCount(totalBooks ?? 0)}
        loading={loading}
      />
      <StatCard
        icon={<Unlock />}
        label="Free Resources"
        value={formatCount(freeItems ?? 0)}
        loading={loading}
      />
      <StatCard icon={<Layers />} label="Categories" value={categories} />
      <StatCard icon={<Numerical />} label="Current Page" value={currentPage} />
    </section>
  )
}
