import { describe, expect, it, vi } from 'vitest'
import { createUnsentWork, guardClose, leaveMessage } from './unsent-work.ts'

vi.mock('electron', () => ({}))

function closeEvent() {
  return { preventDefault: vi.fn() }
}

describe('unsent work', () => {
  it('keeps the latest count the renderer reports and tells who listens', () => {
    const work = createUnsentWork()
    const seen: number[] = []
    work.onChange((count) => seen.push(count))
    work.report(3)
    work.report(3)
    work.report(-1)
    work.report('5')
    work.report(2)
    expect(work.count()).toBe(2)
    expect(seen).toEqual([3, 0, 2])
  })

  it('lets the window close when nothing is unsent', () => {
    const ask = vi.fn()
    const event = closeEvent()
    guardClose(createUnsentWork(), { ask }, vi.fn())(event)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(ask).not.toHaveBeenCalled()
  })

  it('stops the close and asks; staying keeps the window', async () => {
    const work = createUnsentWork()
    work.report(4)
    const ask = vi.fn(async () => false)
    const closeForReal = vi.fn()
    const event = closeEvent()
    guardClose(work, { ask }, closeForReal)(event)
    expect(event.preventDefault).toHaveBeenCalled()
    await vi.waitFor(() => expect(ask).toHaveBeenCalledWith(4))
    expect(closeForReal).not.toHaveBeenCalled()
  })

  it('closes for real when the admin chooses to quit, without asking twice', async () => {
    const work = createUnsentWork()
    work.report(1)
    const ask = vi.fn(async () => true)
    const closeForReal = vi.fn()
    const onClose = guardClose(work, { ask }, closeForReal)
    onClose(closeEvent())
    onClose(closeEvent()) // a second click while the question is open
    await vi.waitFor(() => expect(closeForReal).toHaveBeenCalledTimes(1))
    expect(ask).toHaveBeenCalledTimes(1)
    const last = closeEvent()
    onClose(last) // the real close now goes through
    expect(last.preventDefault).not.toHaveBeenCalled()
  })

  it('says how many changes wait, in one sentence', () => {
    expect(leaveMessage(1).message).toBe('1 change has not reached the server yet.')
    expect(leaveMessage(3).message).toBe('3 changes have not reached the server yet.')
  })
})
