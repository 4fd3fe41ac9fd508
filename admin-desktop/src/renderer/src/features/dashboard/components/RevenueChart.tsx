import { formatRupees, formatRupeesFromRupees } from '@pathshala/shared'
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { ChartDay } from '../lib/chart-days.ts'

/**
 * The daily revenue as an area chart. recharts is large, so this file is its own chunk, loaded
 * once the dashboard's figures are in (see RevenueChartPanel). The line joins the days as they
 * are (linear): a smoothed curve would rise and dip on days without revenue.
 */
export default function RevenueChart({ days }: { days: ChartDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* the picture is hidden from assistive technology (its figure's caption says what it
          shows), so recharts' keyboard layer would be a focus stop nobody can name */}
      <AreaChart
        data={days}
        margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--ps-accent)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--ps-accent)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--ps-border)" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: 'var(--ps-text-muted)', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--ps-border)' }}
          minTickGap={32}
        />
        {/* whole rupees ('₹1,500'): the axis never steps in paise */}
        <YAxis
          tickFormatter={(rupees: number) => formatRupeesFromRupees(rupees)}
          tick={{ fill: 'var(--ps-text-muted)', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width="auto"
          allowDecimals={false}
        />
        <Tooltip
          formatter={(_value, _name, item) => [
            formatRupees((item.payload as ChartDay).revenuePaise),
            'Revenue',
          ]}
          labelFormatter={(label) => String(label)}
          contentStyle={{
            background: 'var(--ps-surface)',
            border: '1px solid var(--ps-border)',
            borderRadius: 8,
            color: 'var(--ps-text)',
          }}
          cursor={{ stroke: 'var(--ps-border)' }}
        />
        <Area
          type="linear"
          dataKey="rupees"
          name="Revenue"
          stroke="var(--ps-accent)"
          strokeWidth={2}
          fill="url(#revenue-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  )
}
