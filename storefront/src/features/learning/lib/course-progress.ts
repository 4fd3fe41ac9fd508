import type { SectionOutline } from './lesson-order.ts'
import { lessonIdsInOrder } from './lesson-order.ts'

export interface ProgressCount {
  completed: number
  total: number
  /** Whole percent, 0-100 */
  percent: number
}

/**
 * Progress = completed lessons / all lessons (docs/screens/learner.md#learning-view). Ids of
 * lessons no longer in the course (deleted after being watched) do not count, so the figure never
 * passes 100 %.
 */
export function countProgress(
  sections: readonly SectionOutline[],
  completedIds: readonly string[]
): ProgressCount {
  const lessons = lessonIdsInOrder(sections)
  const done = new Set(completedIds)
  const completed = lessons.filter((id) => done.has(id)).length
  const total = lessons.length
  return { completed, total, percent: total > 0 ? Math.round((completed / total) * 100) : 0 }
}

/** 'X / Y completed', the side panel's caption. */
export function progressLabel({ completed, total }: ProgressCount): string {
  return `${completed} / ${total} completed`
}

/** The completed list with one lesson marked or unmarked, order kept, no duplicates. */
export function withLessonCompleted(
  completedIds: readonly string[],
  lessonId: string,
  completed: boolean
): string[] {
  const others = completedIds.filter((id) => id !== lessonId)
  return completed ? [...others, lessonId] : others
}
