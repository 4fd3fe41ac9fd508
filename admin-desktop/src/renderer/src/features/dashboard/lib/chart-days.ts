import { paiseToRupees } from '@pathshala/shared'
import { formatDay } from '../../transactions/index.ts'
import type { DashboardDay } from '../api/dashboard-types.ts'

export interface ChartDay extends DashboardDay {
  /** '31 Oct 2026' */
  label: string
  /** The day's revenue in rupees: the axis counts whole rupees, never paise */
  rupees: number
}

/** The chart's points: each calendar day with its label and its revenue in rupees. */
export function chartDays(days: readonly DashboardDay[]): ChartDay[] {
  return days.map((day) => ({
    ...day,
    label: formatDay(day.date),
    rupees: paiseToRupees(day.revenuePaise),
  }))
}

/** Whether any day had revenue: a series of zeros is said in words, not drawn. */
export function hasRevenue(days: readonly DashboardDay[]): boolean {
  return days.some((day) => day.revenuePaise > 0)
}
