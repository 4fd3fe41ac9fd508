import { useQuery } from '@tanstack/react-query'
import type { FullCourseDetails } from '@pathshala/shared'
import { api } from '../../../app/api.ts'

/** Keyed by learner too: after signing out and in as someone else, no progress is borrowed. */
export const learningCourseKey = (userId: string, courseId: string) =>
  ['learning-course', userId, courseId] as const

/** The whole course with the learner's progress and rating (getFullCourseDetails). */
export function useLearningCourse(userId: string, courseId: string | null) {
  return useQuery({
    queryKey: learningCourseKey(userId, courseId ?? ''),
    queryFn: async (): Promise<FullCourseDetails> => {
      const { body } = await api.catalogue.getFullCourseDetails({ courseId: courseId! })
      return body.data
    },
    enabled: courseId !== null,
    // Not enrolled or no such course will not change by asking again.
    retry: (failures, error) => failures < 1 && !isClientRefusal(error),
  })
}

function isClientRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown }).status
  return typeof status === 'number' && status >= 400 && status < 500
}
