import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { categoryOptionsQuery } from '../../categories/index.ts'

/** Every category, by name, for the Category select (the server's list tops out at 100). */
export function useCategories() {
  const platform = usePlatform()
  return useQuery({ ...categoryOptionsQuery(platform.api), staleTime: 5 * 60_000 })
}
