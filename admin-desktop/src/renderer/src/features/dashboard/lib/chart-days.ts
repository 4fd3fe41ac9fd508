import type { DashboardDay } from '../api/dashboard-types.ts'

export interface ChartDay {
  date: string
  /** '23 Nov' */
  label: string
  revenuePaise: number
  orders: number
}

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** The chart's points: each calendar day (YYYY-MM-DD) with a short label. */
export function chartDays(days: readonly DashboardDay[]): ChartDay[] {
  return days.map((day) => ({
    ...day,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
  }))
}
