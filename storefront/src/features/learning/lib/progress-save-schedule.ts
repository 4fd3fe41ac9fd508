/** A position to send with updateCourseProgress. */
export interface PositionSave {
  lessonId: string
  /** Whole seconds (the API refuses fractions) */
  position: number
}

export interface ProgressSaveSchedule {
  /** A lesson starts playing (opened, resumed or advanced to): saved at once so it reopens. */
  start(lessonId: string, position: number): PositionSave
  /** The 1 s poll: a save when `intervalMs` passed since the last one and the position moved. */
  observe(position: number): PositionSave | null
  /** Pause, leaving the page or hiding the tab: a save when the position moved since the last. */
  flush(position: number): PositionSave | null
}

/**
 * Decides when the player's position is worth a request: at the start of a lesson, then at
 * most every `intervalMs` while it plays, and whenever playback stops or the learner leaves.
 * The player is polled every second; sending each poll would be 3,600 writes an hour.
 */
export function createProgressSaveSchedule({
  intervalMs = 10_000,
  now = () => Date.now(),
}: { intervalMs?: number; now?: () => number } = {}): ProgressSaveSchedule {
  let lessonId: string | null = null
  let savedPosition = -1
  let savedAt = Number.NEGATIVE_INFINITY

  const save = (position: number): PositionSave => {
    savedPosition = position
    savedAt = now()
    return { lessonId: lessonId!, position }
  }

  return {
    start(nextLessonId, position) {
      lessonId = nextLessonId
      return save(wholeSeconds(position))
    },
    observe(position) {
      if (lessonId === null) return null
      const whole = wholeSeconds(position)
      if (whole === savedPosition || now() - savedAt < intervalMs) return null
      return save(whole)
    },
    flush(position) {
      if (lessonId === null) return null
      const whole = wholeSeconds(position)
      return whole === savedPosition ? null : save(whole)
    },
  }
}

function wholeSeconds(position: number): number {
  return Number.isFinite(position) ? Math.max(0, Math.floor(position)) : 0
}
