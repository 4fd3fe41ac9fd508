import { describe, expect, test } from 'vitest'
import { formatDay } from '../../transactions/index.ts'
import { chartDays, hasRevenue } from './chart-days.ts'

describe('the revenue chart points', () => {
  test('name each day as people write it, and carry whole rupees for the axis', () => {
    expect(
      chartDays([
        { date: '2026-10-31', revenuePaise: 149_950, orders: 1 },
        { date: '2026-11-01', revenuePaise: 0, orders: 0 },
      ])
    ).toEqual([
      {
        date: '2026-10-31',
        label: '31 Oct 2026',
        rupees: 1499.5,
        revenuePaise: 149_950,
        orders: 1,
      },
      { date: '2026-11-01', label: '1 Nov 2026', rupees: 0, revenuePaise: 0, orders: 0 },
    ])
    expect(formatDay('2026-09-05')).toMatch(/^5 Sept? 2026$/)
  })

  test('a series of zeros has no revenue to chart', () => {
    expect(hasRevenue([{ date: '2026-10-31', revenuePaise: 0, orders: 0 }])).toBe(false)
    expect(hasRevenue([])).toBe(false)
    expect(hasRevenue([{ date: '2026-10-31', revenuePaise: 1, orders: 1 }])).toBe(true)
  })
})
