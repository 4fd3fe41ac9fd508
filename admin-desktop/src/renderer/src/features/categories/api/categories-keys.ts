import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** Query keys of the categories, also for the other screens' category options. */
export const categoriesKeys = {
  all: ['categories'] as const,
  lists: () => [...categoriesKeys.all, 'list'] as const,
  list: (request: RequestQuery<'/courses/showAllCategories'>) =>
    [...categoriesKeys.lists(), request] as const,
  moveTargets: (search: string) => [...categoriesKeys.all, 'move-targets', search] as const,
  options: () => [...categoriesKeys.all, 'options'] as const,
}
