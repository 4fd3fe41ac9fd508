import { describe, expect, it, vi } from 'vitest'
import { createUnsentWorkTally, warnBeforeUnload } from './unsent-work-tally.ts'

describe('the unsent-work tally', () => {
  it('adds the screens’ counts and tells the host each new total once', () => {
    const totals: number[] = []
    const tally = createUnsentWorkTally((total) => totals.push(total))
    tally.report('wizard', 2)
    tally.report('uploads', 3)
    tally.report('wizard', 2)
    tally.report('wizard', 0)
    tally.report('uploads', -4)
    expect(totals).toEqual([2, 5, 3, 0])
  })

  it('in the browser, arms the leave warning while anything is unsent', () => {
    const page = { addEventListener: vi.fn(), removeEventListener: vi.fn() }
    const onTotal = warnBeforeUnload(page as never)
    onTotal(1)
    onTotal(4)
    expect(page.addEventListener).toHaveBeenCalledTimes(1)
    const [, listener] = page.addEventListener.mock.calls[0]!
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown }
    listener(event)
    expect(event.preventDefault).toHaveBeenCalled()
    onTotal(0)
    expect(page.removeEventListener).toHaveBeenCalledWith('beforeunload', listener)
  })
})
