import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { writeRequestOptions } from '@pathshala/shared'
import type { RequestBody, RequestQuery } from '../../../../../shared/api-contract.ts'
import { usePlatform } from '../../../platform/index.ts'
import { categoriesKeys } from './categories-keys.ts'

/** Categories per page of the move-target picker; more load on "Load more categories". */
export const MOVE_TARGETS_PAGE_SIZE = 20

/** One page of categories with every course counted (drafts too: the caller is an admin). */
export function useCategoryList(request: RequestQuery<'/courses/showAllCategories'>) {
  const platform = usePlatform()
  return useQuery({
    queryKey: categoriesKeys.list(request),
    queryFn: () =>
      platform.api
        .get('/courses/showAllCategories', { query: request })
        .then((answer) => answer.body),
    placeholderData: keepPreviousData,
  })
}

/** Categories to move courses into, searched on the server by name, a page at a time. */
export function useMoveTargets(search: string, enabled: boolean) {
  const platform = usePlatform()
  return useInfiniteQuery({
    queryKey: categoriesKeys.moveTargets(search),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }) =>
      platform.api
        .get('/courses/showAllCategories', {
          query: {
            page: pageParam,
            limit: MOVE_TARGETS_PAGE_SIZE,
            search: search === '' ? null : search,
          },
        })
        .then((answer) => answer.body),
    getNextPageParam: (last) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    placeholderData: keepPreviousData,
    select: (data) => ({
      categories: data.pages.flatMap((page) => page.data),
      total: data.pages[0]?.totalCategories ?? 0,
    }),
  })
}

/**
 * After any change every cached query is refetched, not only this screen's: category names and
 * counts show in the wizard's select, the published filter and the course cards too.
 */
function useRefreshEverything() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries()
}

export function useCreateCategory() {
  const platform = usePlatform()
  const refresh = useRefreshEverything()
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: RequestBody<'POST', '/courses/createCategory'>
      idempotencyKey: string
    }) =>
      platform.api
        .post('/courses/createCategory', { body, ...writeRequestOptions({ idempotencyKey }) })
        .then((answer) => answer.body),
    onSuccess: refresh,
  })
}

export function useUpdateCategory() {
  const platform = usePlatform()
  const refresh = useRefreshEverything()
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/courses/updateCategory'>) =>
      platform.api.post('/courses/updateCategory', { body }).then((answer) => answer.body),
    onSuccess: refresh,
  })
}

/** Deletes a category, moving its courses first when `moveToCategoryId` is given. */
export function useDeleteCategory() {
  const platform = usePlatform()
  const refresh = useRefreshEverything()
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/courses/deleteCategory'>) =>
      platform.api.post('/courses/deleteCategory', { body }).then((answer) => answer.body),
    // a refusal (409) means the counts on screen were stale: fetch them again too
    onSettled: refresh,
  })
}
