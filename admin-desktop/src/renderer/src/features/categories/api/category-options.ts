import { queryOptions } from '@tanstack/react-query'
import type { AdminApiClient } from '../../../../../shared/api-contract.ts'
import { categoriesKeys } from './categories-keys.ts'

/**
 * Every category by name (up to 100, the server's largest page): the options of the course
 * wizard's Category select and of the published courses' filter and edit form, one cache entry
 * for all of them. Each screen sets how long it trusts them.
 */
export const categoryOptionsQuery = (api: AdminApiClient) =>
  queryOptions({
    queryKey: categoriesKeys.options(),
    queryFn: () =>
      api
        .get('/courses/showAllCategories', { query: { limit: 100 } })
        .then(({ body }) => body.data),
  })
