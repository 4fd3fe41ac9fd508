import { useQuery } from '@tanstack/react-query'
import type { FullCourseDetails } from './learning-types.ts'
import { api } from '../../../app/api.ts'
import { learningKeys } from './learning-keys.ts'

/** The whole course with the learner's progress and rating (getFullCourseDetails). */
export function useLearningCourse(userId: string, courseId: string | null) {
  return useQuery({
    queryKey: learningKeys.course(userId, courseId ?? ''),
    queryFn: async (): Promise<FullCourseDetails> => {
      const { body } = await api.post('/courses/getFullCourseDetails', {
        body: { courseId: courseId! },
      })
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
