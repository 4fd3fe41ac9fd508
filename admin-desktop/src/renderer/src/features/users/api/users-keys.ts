import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** Query keys of the users feature. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (request: RequestQuery<'/admin/users'>) => [...usersKeys.lists(), request] as const,
  detail: (userId: string) => [...usersKeys.all, 'detail', userId] as const,
}
