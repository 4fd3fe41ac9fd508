import { Card, Classes, H3, NonIdealState } from '@blueprintjs/core'
import { TimelineAreaChart } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import type { DashboardDay } from '../api/dashboard-types.ts'
import { lazy, Suspense, useMemo } from 'react'
import { formatDay } from '../../transactions/index.ts'
import { chartDays, hasRevenue } from '../lib/chart-days.ts'

const RevenueChart = lazy(() => import('./RevenueChart.tsx'))

/** A block of the chart's size, shown while the figures or the chart library are on their way. */
function ChartSkeleton() {
  return <div className={`revenue-chart-area ${Classes.SKELETON}`} data-testid="chart-skeleton" />
}

interface RevenueChartPanelProps {
  days: DashboardDay[] | undefined
  totalPaise: number | undefined
  /** How many days the dashboard covers (30) */
  periodDays: number | undefined
}

/**
 * The daily revenue of the last 30 days, with a summary that screen readers can read. A period
 * without revenue is said in words: a chart of zeros only draws an empty axis.
 */
export function RevenueChartPanel({ days, totalPaise, periodDays }: RevenueChartPanelProps) {
  const points = useMemo(() => (days ? chartDays(days) : null), [days])
  return (
    <Card className="dashboard-panel revenue-chart" aria-labelledby="revenue-chart-heading">
      <H3 id="revenue-chart-heading" className="dashboard-panel-title">
        Daily revenue
      </H3>
      {points === null ? (
        <ChartSkeleton />
      ) : !hasRevenue(points) ? (
        <NonIdealState
          className="revenue-chart-empty"
          icon={<TimelineAreaChart size={48} />}
          title={`No revenue in the last ${periodDays ?? points.length} days`}
          description={
            points.length > 0
              ? `No order was paid from ${formatDay(points[0]!.date)} to ${formatDay(points.at(-1)!.date)}; the chart fills in as learners buy.`
              : 'The chart fills in as learners buy.'
          }
        />
      ) : (
        <figure className="revenue-chart-figure">
          <div className="revenue-chart-area" aria-hidden>
            <Suspense fallback={<ChartSkeleton />}>
              <RevenueChart days={points} />
            </Suspense>
          </div>
          <figcaption className="visually-hidden">
            {`Revenue per day over the last ${points.length} days, ${formatRupees(totalPaise ?? 0)} in all.`}
          </figcaption>
        </figure>
      )}
    </Card>
  )
}
