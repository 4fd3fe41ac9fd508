import { formatCompactRupees, formatRupees } from '@pathshala/shared'
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
import type { BookAnalyticsDay } from '../api/book-types.ts'

const tick = { fill: 'var(--ps-text-muted)', fontSize: 12 }

/** 2026-11-23 -> 23 Nov */
function dayLabel(date: string) {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
}

/**
 * Sales (bars, left axis) and revenue (line, right axis) per day. recharts is large, so this
 * file is its own chunk, loaded when the analytics dialog opens.
 */
export default function BookSalesChart({ days }: { days: BookAnalyticsDay[] }) {
  const points = days.map((day) => ({ ...day, label: dayLabel(day.date) }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--ps-border)" vertical={false} />
        <XAxis dataKey="label" tick={tick} tickLine={false} minTickGap={24} />
        <YAxis
          yAxisId="sales"
          allowDecimals={false}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={36}
        />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          // at least one rupee tall, so a period without sales does not read in paise
          domain={[0, (highest: number) => Math.max(highest, 100)]}
          allowDecimals={false}
          tickFormatter={(paise: number) => formatCompactRupees(paise)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'Revenue' ? [formatRupees(Number(value)), name] : [String(value), name]
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
          type="monotone"
          dataKey="revenuePaise"
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
