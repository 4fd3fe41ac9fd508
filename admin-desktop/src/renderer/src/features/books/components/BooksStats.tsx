import { Book, Dollar, Edit, Endorsed } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { StatCard } from '@pathshala/ui'
import type { StoreAdminStats } from '../api/book-types.ts'

/** Total Books, Published, Drafts and Revenue over every item the filters match (the server's). */
export function BooksStats({ stats }: { stats: StoreAdminStats | undefined }) {
  const loading = stats === undefined
  const count = (value: number | undefined) => (value ?? 0).toLocaleString('en-IN')
  return (
    <div className="books-stats" role="group" aria-label="Book figures">
      <StatCard
        label="Total Books"
        value={count(stats?.totalBooks)}
        icon={<Book />}
        loading={loading}
      />
      <StatCard
        label="Published"
        value={count(stats?.published)}
        icon={<Endorsed />}
        loading={loading}
      />
      <StatCard label="Drafts" value={count(stats?.drafts)} icon={<Edit />} loading={loading} />
      <StatCard
        label="Revenue"
        value={formatRupees(stats?.revenuePaise ?? 0)}
        icon={<Dollar />}
        loading={loading}
      />
    </div>
  )
}
