import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/index.ts'
import { useCurrentUser } from '../../session/index.ts'
import { readLocalCourseDrafts } from '../lib/local-course-drafts.ts'
import { courseDraftsKeys } from './course-drafts-keys.ts'

/** The signed-in admin's course drafts kept on this machine. */
export function useLocalCourseDrafts() {
  const platform = usePlatform()
  const userId = useCurrentUser().data?._id ?? null
  return useQuery({
    queryKey: courseDraftsKeys.local(userId ?? ''),
    queryFn: () => readLocalCourseDrafts(platform.localDrafts, userId!),
    enabled: userId !== null,
    // this machine's store answers without a network: never wait for one
    networkMode: 'always',
  })
}
