import { Button, H2 } from '@blueprintjs/core'
import { BankAccount, Book, Calculator, Learning, People, Undo } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { LoadFailure } from '../../../components/LoadFailure.tsx'
import { useDashboard } from '../api/use-dashboard.ts'
import { formatDate } from '../../transactions/index.ts'
import { FigureCard } from './FigureCard.tsx'
import { RecentOrders } from './RecentOrders.tsx'
import { RevenueChartPanel } from './RevenueChartPanel.tsx'
import { TopSellers } from './TopSellers.tsx'
import './dashboard.css'

const count = (value: number) => value.toLocaleString('en-IN')

/** /admin: how the business did over the last 30 days against the 30 before. */
export default function DashboardPage() {
  const { data, error, isPending, refetch, isRefetching } = useDashboard()

  if (error && !data) {
    return (
      <section aria-labelledby="dashboard-heading" className="dashboard">
        <H2 id="dashboard-heading">Dashboard</H2>
        <LoadFailure
          title="The dashboard could not be loaded"
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </section>
    )
  }

  return (
    <section aria-labelledby="dashboard-heading" className="dashboard" aria-busy={isPending}>
      <div className="dashboard-head">
        <H2 id="dashboard-heading">Dashboard</H2>
        <p className="dashboard-period">
          {data
            ? `Last ${data.period.days} days (${formatDate(data.period.from)} – ${formatDate(data.period.to)}) against the ${data.period.days} before`
            : 'Last 30 days against the 30 before'}
        </p>
      </div>

      <div className="dashboard-figures">
        <FigureCard
          label="Revenue"
          figure={data?.revenuePaise}
          format={formatRupees}
          icon={<BankAccount />}
          loading={isPending}
        />
        <FigureCard
          label="Refunds"
          figure={data?.refundsPaise}
          format={formatRupees}
          icon={<Undo />}
          loading={isPending}
        />
        <FigureCard
          label="Net revenue"
          figure={data?.netRevenuePaise}
          format={formatRupees}
          icon={<Calculator />}
          loading={isPending}
        />
        <FigureCard
          label="Enrolments"
          figure={data?.enrolments}
          format={count}
          icon={<Learning />}
          loading={isPending}
        />
        <FigureCard
          label="Purchases"
          figure={data?.purchases}
          format={count}
          icon={<Book />}
          loading={isPending}
        />
        <FigureCard
          label="New learners"
          figure={data?.newLearners}
          format={count}
          icon={<People />}
          loading={isPending}
        />
      </div>
      <RevenueChartPanel
        days={data?.dailyRevenue}
        totalPaise={data?.revenuePaise.current}
        periodDays={data?.period.days}
      />

      <div className="dashboard-sellers">
        <TopSellers
          title="Top courses"
          itemLabel="Course"
          sellers={data?.topCourses}
          emptyText="No course sold in the last 30 days."
        />
        <TopSellers
          title="Top store items"
          itemLabel="Item"
          sellers={data?.topStoreItems}
          emptyText="No store item sold in the last 30 days."
        />
      </div>

      <RecentOrders orders={data?.recentOrders} />
    </section>
  )
}
