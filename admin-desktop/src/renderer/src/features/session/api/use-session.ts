import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import type { User } from '../../../../../shared/api-contract.ts'
import { usePlatform, type Credentials } from '../../../platform/index.ts'
import { sessionNotRememberedAtom } from '../atoms/session-not-remembered.ts'
import { sessionKeys } from './session-keys.ts'

/** Who is signed in (null: nobody). Not asked while `enabled` is false (no server yet). */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const platform = usePlatform()
  return useQuery({
    queryKey: sessionKeys.currentUser(),
    queryFn: () => platform.session.currentUser(),
    staleTime: 60_000,
    retry: false,
    enabled,
  })
}

/** Desktop sign-in; the signed-in user replaces the sign-in screen at once. */
export function useSignIn() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  const setNotRemembered = useSetAtom(sessionNotRememberedAtom)
  return useMutation({
    mutationFn: (credentials: Credentials) => {
      if (platform.signIn === null) throw new Error('Sign in on the storefront')
      return platform.signIn(credentials)
    },
    onSuccess: ({ user, remembered }) => {
      setNotRemembered(!remembered)
      queryClient.setQueryData<User | null>(sessionKeys.currentUser(), user)
    },
  })
}

/**
 * Signs out. On the web the admin then leaves for the storefront's home; on the desktop the
 * sign-in screen comes back. Every cached answer belonged to the signed-in admin, so all go.
 */
export function useSignOut() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => platform.session.signOut(),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] })
      queryClient.setQueryData<User | null>(sessionKeys.currentUser(), null)
    },
  })
}
