import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { usersKeys } from './users-keys.ts'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** One page of accounts with their enrolment and purchase counts. */
export function useUsers(request: RequestQuery<'/admin/users'>) {
  const platform = usePlatform()
  return useQuery({
    queryKey: usersKeys.list(request),
    queryFn: () => platform.api.get('/admin/users', { query: request }).then(({ body }) => body),
    placeholderData: keepPreviousData,
  })
}

/** One account with its courses, items and orders. */
export function useUser(userId: string) {
  const platform = usePlatform()
  return useQuery({
    queryKey: usersKeys.detail(userId),
    queryFn: () =>
      platform.api
        .get('/admin/users/:id', { params: { id: userId } })
        .then(({ body }) => body.data),
  })
}
