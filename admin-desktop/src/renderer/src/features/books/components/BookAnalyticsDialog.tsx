import { lazy, Suspense, useState } from 'react'
import {
  Classes,
  Dialog,
  DialogBody,
  FormGroup,
  HTMLSelect,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core'
import { TimelineBarChart } from '@blueprintjs/icons'
import { formatRupees } from '@pathshala/shared'
import { serverMessageOr } from '@pathshala/ui'
import { formatDay } from '../../transactions/index.ts'
import type { BookAnalyticsDay, StoreItem } from '../api/book-types.ts'
import { useBookAnalytics } from '../api/use-books.ts'

const BookSalesChart = lazy(() => import('./BookSalesChart.tsx'))

export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const

/** Whether anything sold in the period: a chart of zeros only draws an empty axis. */
const hasSales = (days: readonly BookAnalyticsDay[]) =>
  days.some((day) => day.sales > 0 || day.revenuePaise > 0)

/** One item's sales and revenue per day (Indian calendar days), with its all-time totals. */
export function BookAnalyticsDialog({
  book,
  onClose,
}: {
  book: StoreItem | null
  onClose: () => void
}) {
  const [days, setDays] = useState<number>(30)
  const analytics = useBookAnalytics(book?._id ?? null, days)
  const data = analytics.data
  return (
    <Dialog
      isOpen={book !== null}
      onClose={onClose}
      title={book ? `Analytics: ${book.title}` : 'Analytics'}
      className="book-analytics-dialog"
    >
      <DialogBody>
        <FormGroup label="Period" labelFor="book-analytics-days" inline>
          <HTMLSelect
            id="book-analytics-days"
            value={days}
            onChange={(event) => setDays(Number(event.currentTarget.value))}
          >
            {ANALYTICS_PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {analytics.error ? (
          <p role="alert">
            {serverMessageOr(analytics.error, 'The analytics could not be loaded')}
          </p>
        ) : !data ? (
          <Spinner aria-label="Loading analytics" />
        ) : (
          <>
            <dl className="book-analytics-totals">
              <div>
                <dt>Sales in the period</dt>
                <dd>{data.period.sales.toLocaleString('en-IN')}</dd>
              </div>
              <div>
                <dt>Revenue in the period</dt>
                <dd>{formatRupees(data.period.revenuePaise)}</dd>
              </div>
              <div>
                <dt>Sales, all time</dt>
                <dd>{data.totalSales.toLocaleString('en-IN')}</dd>
              </div>
              <div>
                <dt>Revenue, all time</dt>
                <dd>{formatRupees(data.totalRevenuePaise)}</dd>
              </div>
            </dl>
            {hasSales(data.daily) ? (
              <figure className="book-analytics-figure">
                <div className="book-analytics-chart" aria-hidden>
                  <Suspense
                    fallback={<div className={`book-analytics-chart ${Classes.SKELETON}`} />}
                  >
                    <BookSalesChart days={data.daily} />
                  </Suspense>
                </div>
                <figcaption className="books-muted">
                  {`Sales and revenue per day from ${formatDay(data.period.from)} to ${formatDay(data.period.to)} (${data.period.timeZone}).`}
                </figcaption>
              </figure>
            ) : (
              <NonIdealState
                className="book-analytics-empty"
                icon={<TimelineBarChart size={48} />}
                title="No sales in this period"
                description={`No one bought it from ${formatDay(data.period.from)} to ${formatDay(data.period.to)}.`}
              />
            )}
          </>
        )}
      </DialogBody>
    </Dialog>
  )
}
