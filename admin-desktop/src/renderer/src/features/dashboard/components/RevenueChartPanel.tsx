import { Card, Classes, H3 } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'
import type { DashboardDay } from '../api/dashboard-types.ts'
import { lazy, Suspense, useMemo } from 'react'
import { chartDays } from '../lib/chart-days.ts'

const RevenueChart = lazy(() => import('./RevenueChart.tsx'))

/** A block of the chart's size, shown while the figures or the chart library are on their way. */
function ChartSkeleton() {
  return <div className={`revenue-chart-area ${Classes.SKELETON}`} data-testid="chart-skeleton" />
}

interface RevenueChartPanelProps {
  days: DashboardDay[] | undefined
  totalPaise: number | undefined
}

/** The daily revenue of the last 30 days, with a summary that screen readers can read. */
export function RevenueChartPanel({ days, totalPaise }: RevenueChartPanelProps) {
  const points = useMemo(() => (days ? chartDays(days) : null), [days])
  return (
    <Card className="dashboard-panel revenue-chart" aria-labelledby="revenue-chart-heading">
      <H3 id="revenue-chart-heading" className="dashboard-panel-title">
        Daily revenue
      </H3>
      {points ? (
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
      ) : (
        <ChartSkeleton />
      )}
    </Card>
  )
}
