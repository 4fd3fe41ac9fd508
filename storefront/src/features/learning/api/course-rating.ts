import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FullCourseDetails } from './learning-types.ts'
import { api, type RequestBody } from '../../../app/api.ts'
import { learningKeys } from './learning-keys.ts'

/** Rates the course (1-5, optional review); rating again edits it. Updates the shown average. */
export function useRateCourse(userId: string, courseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rating: Omit<RequestBody<'POST', '/courses/createRating'>, 'courseId'>) =>
      api.post('/courses/createRating', { body: { courseId, ...rating } }),
    onSuccess: ({ body }) => {
      queryClient.setQueryData<FullCourseDetails>(
        learningKeys.course(userId, courseId),
        (course) =>
          course
            ? {
                ...course,
                myRating: { rating: body.data.rating, review: body.data.review },
                courseDetails: {
                  ...course.courseDetails,
                  averageRating: body.averageRating,
                  ratingCount: body.ratingCount,
                },
              }
            : course
      )
    },
  })
}
