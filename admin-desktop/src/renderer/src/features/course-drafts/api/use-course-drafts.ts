import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { totalCountOf } from '@pathshala/shared'
import { usePlatform } from '../../../platform/index.ts'
import { courseDraftsKeys } from './course-drafts-keys.ts'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/**
 * One page of drafts with how many match in all (the X-Total-Count header). Not asked while
 * `enabled` is false (the server cannot be reached).
 */
export function useCourseDrafts(
  request: RequestQuery<'/courses/courseCreationDraft'>,
  { enabled = true } = {}
) {
  const platform = usePlatform()
  return useQuery({
    queryKey: courseDraftsKeys.list(request),
    queryFn: async () => {
      let totalCount: number | null = null
      const { body } = await platform.api.get('/courses/courseCreationDraft', {
        query: request,
        onHeaders: (headers) => {
          totalCount = totalCountOf(headers)
        },
      })
      return { drafts: body, total: totalCount ?? body.length }
    },
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** Deletes a draft course with its content; the lists are fetched again afterwards. */
export function useDeleteDraftCourse() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (courseId: string) =>
      platform.api.post('/courses/deleteCourse', { body: { courseId } }).then(({ body }) => body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: courseDraftsKeys.all }),
  })
}
