import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { courseWizardKeys } from './course-wizard-keys.ts'

/** Every category, by name, for the Category select (the server's list tops out at 100). */
export function useCategories() {
  const platform = usePlatform()
  return useQuery({
    queryKey: courseWizardKeys.categories(),
    queryFn: () =>
      platform.api.catalogue.showAllCategories({ limit: 100 }).then(({ body }) => body.data),
    staleTime: 5 * 60_000,
  })
}
