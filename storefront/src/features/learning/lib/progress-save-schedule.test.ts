import { describe, expect, it } from 'vitest'
import { createProgressSaveSchedule } from './progress-save-schedule.ts'

function scheduleAt(start = 0) {
  let now = start
  const schedule = createProgressSaveSchedule({ intervalMs: 10_000, now: () => now })
  return { schedule, advance: (ms: number) => (now += ms) }
}

describe('progress save schedule', () => {
  it('saves a lesson as soon as it starts, in whole seconds', () => {
    const { schedule } = scheduleAt()
    expect(schedule.start('a1', 42.7)).toEqual({ lessonId: 'a1', position: 42 })
  })

  it('saves nothing before a lesson starts', () => {
    const { schedule } = scheduleAt()
    expect(schedule.observe(5)).toBeNull()
    expect(schedule.flush(5)).toBeNull()
  })

  it('saves at most every 10 s while the 1 s poll reports new positions', () => {
    const { schedule, advance } = scheduleAt()
    schedule.start('a1', 0)
    const saves = []
    for (let second = 1; second <= 25; second++) {
      advance(1000)
      const save = schedule.observe(second)
      if (save) saves.push(save)
    }
    expect(saves).toEqual([
      { lessonId: 'a1', position: 10 },
      { lessonId: 'a1', position: 20 },
    ])
  })

  it('does not save a paused video again and again', () => {
    const { schedule, advance } = scheduleAt()
    schedule.start('a1', 30)
    advance(60_000)
    expect(schedule.observe(30.4)).toBeNull()
  })

  it('flushes a moved position on pause or leave, once', () => {
    const { schedule, advance } = scheduleAt()
    schedule.start('a1', 0)
    advance(3000)
    expect(schedule.flush(3.2)).toEqual({ lessonId: 'a1', position: 3 })
    expect(schedule.flush(3.9)).toBeNull()
  })

  it('restarts its clock with each save, so a flush delays the next regular save', () => {
    const { schedule, advance } = scheduleAt()
    schedule.start('a1', 0)
    advance(9000)
    schedule.flush(9)
    advance(2000)
    expect(schedule.observe(11)).toBeNull()
    advance(8000)
    expect(schedule.observe(19)).toEqual({ lessonId: 'a1', position: 19 })
  })

  it('follows the lesson that started last', () => {
    const { schedule, advance } = scheduleAt()
    schedule.start('a1', 0)
    advance(4000)
    schedule.start('a2', 0)
    advance(11_000)
    expect(schedule.observe(11)).toEqual({ lessonId: 'a2', position: 11 })
  })

  it('treats an unknown position as the start', () => {
    const { schedule } = scheduleAt()
    expect(schedule.start('a1', Number.NaN)).toEqual({ lessonId: 'a1', position: 0 })
  })
})
