import { firstLessonId, locateLesson, type SectionOutline } from './lesson-order.ts'

/** What the server remembers about the learner's place in the course. */
export interface SavedPlace {
  lastLessonId: string | null
  lastPositionSeconds: number
}

export interface ResumePoint {
  lessonId: string
  /** Seconds into the lesson's video */
  startAt: number
}

/**
 * Closer than this to a video's end, resuming would only replay the last frames: start the
 * lesson over instead.
 */
export const RESUME_END_MARGIN_SECONDS = 5

/**
 * Where the learning view opens: the last lesson watched at its saved position when that lesson
 * is still in the course, else the first lesson of the first section with lessons
 * (docs/screens/learner.md#learning-view), or null when the course has no lessons yet.
 */
export function resumePoint(
  sections: readonly (SectionOutline & { subSection: readonly { timeDuration?: number }[] })[],
  place: SavedPlace
): ResumePoint | null {
  const saved = place.lastLessonId ? locateLesson(sections, place.lastLessonId) : null
  if (saved) {
    const duration = (saved.lesson as { timeDuration?: number }).timeDuration ?? 0
    const position = Math.max(0, Math.floor(place.lastPositionSeconds))
    const nearEnd = duration > 0 && position >= duration - RESUME_END_MARGIN_SECONDS
    return { lessonId: saved.lesson._id, startAt: nearEnd ? 0 : position }
  }
  const first = firstLessonId(sections)
  return first ? { lessonId: first, startAt: 0 } : null
}
