import type { AdminUsersRequest } from '@pathshala/shared'

/** Query keys of the users feature. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (request: AdminUsersRequest) => [...usersKeys.lists(), request] as const,
  detail: (userId: string) => [...usersKeys.all, 'detail', userId] as const,
}
