import { nextLessonId, type SectionOutline } from './lesson-order.ts'

export interface LessonEndOutcome {
  /** The lesson to mark complete on the server */
  complete: string
  /** The lesson to play next, or null after the course's last lesson */
  advanceTo: string | null
}

/**
 * When a video plays to its end the lesson is complete, and the next lesson (across empty
 * sections) starts by itself unless this was the last one (docs/screens/learner.md#learning-view).
 */
export function lessonEndOutcome(
  sections: readonly SectionOutline[],
  lessonId: string
): LessonEndOutcome {
  return { complete: lessonId, advanceTo: nextLessonId(sections, lessonId) }
}
