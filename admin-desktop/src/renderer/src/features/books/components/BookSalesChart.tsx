import { formatRupees, formatRupeesFromRupees, paiseToRupees } from '@pathshala/shared'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatDay } from '../../transactions/index.ts'
import type { BookAnalyticsDay } from '../api/book-types.ts'

const tick = { fill: 'var(--ps-text-muted)', fontSize: 12 }

interface SalesPoint extends BookAnalyticsDay {
  /** '31 Oct 2026' */
  label: string
  /** The axis counts whole rupees, never paise */
  rupees: number
}

/**
 * Sales (bars, left axis, whole counts) and revenue (line, right axis, whole rupees) per day,
 * the line joining the days as they are (a smoothed curve would rise on days without a sale).
 * recharts is large, so this file is its own chunk, loaded when the analytics dialog opens.
 */
export default function BookSalesChart({ days }: { days: BookAnalyticsDay[] }) {
  const points: SalesPoint[] = days.map((day) => ({
    ...day,
    label: formatDay(day.date),
    rupees: paiseToRupees(day.revenuePaise),
  }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--ps-border)" vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} minTickGap={32} />
        <YAxis
          yAxisId="sales"
          allowDecimals={false}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width="auto"
        />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          allowDecimals={false}
          tickFormatter={(rupees: number) => formatRupeesFromRupees(rupees)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width="auto"
        />
        <Tooltip
          formatter={(value, name, item) =>
            name === 'Revenue'
              ? [formatRupees((item.payload as SalesPoint).revenuePaise), name]
              : [String(value), name]
          }
          contentStyle={{
            background: 'var(--ps-surface)',
            border: '1px solid var(--ps-border)',
            borderRadius: 8,
            color: 'var(--ps-text)',
          }}
        />
        <Legend />
        <Bar
          yAxisId="sales"
          dataKey="sales"
          name="Sales"
          fill="var(--ps-teal)"
          isAnimationActive={false}
        />
        <Line
          yAxisId="revenue"
          type="linear"
          dataKey="rupees"
          name="Revenue"
          stroke="var(--ps-accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
