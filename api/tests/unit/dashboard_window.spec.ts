import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { dashboardWindow, figure } from '#admin/services/dashboard_service'

test.group('Dashboard window', () => {
  test('30 Indian days up to now, and the 30 before cut at the same time of day', ({ assert }) => {
    // 00:30 on 24 November in India
    const now = DateTime.fromMillis(Date.parse('2026-11-23T19:00:00Z'), { zone: 'utc' })
    const window = dashboardWindow(now)
    assert.equal(window.from.toUTC().toISO(), '2026-10-25T18:30:00.000Z')
    assert.equal(window.previousFrom.toUTC().toISO(), '2026-09-25T18:30:00.000Z')
    assert.equal(window.previousTo.toUTC().toISO(), '2026-10-24T19:00:00.000Z')
    assert.isBelow(window.previousTo.toMillis(), window.from.toMillis())
  })

  test('change in percent, one decimal, none against zero', ({ assert }) => {
    assert.deepEqual(figure(3, 2), { current: 3, previous: 2, changePercent: 50 })
    assert.deepEqual(figure(1, 3), { current: 1, previous: 3, changePercent: -66.7 })
    assert.deepEqual(figure(5, 0), { current: 5, previous: 0, changePercent: null })
  })
})
