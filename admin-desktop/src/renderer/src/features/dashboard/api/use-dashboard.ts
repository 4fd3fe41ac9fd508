import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { dashboardKeys } from './dashboard-keys.ts'

/** The last 30 days against the 30 before (the server recomputes them at most every 30 s). */
export function useDashboard() {
  const platform = usePlatform()
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: () => platform.api.get('/admin/dashboard').then(({ body }) => body.data),
    staleTime: 30_000,
  })
}
