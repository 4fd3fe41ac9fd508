import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'

/** Publishes the course (it needs a lesson); the caller leaves the wizard on success. */
export function usePublishCourse() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (courseId: string) =>
      platform.api
        .post('/courses/publishCourse', { body: { courseId } })
        .then(({ body }) => body.course),
    // the draft and published lists of the other course screens change
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
