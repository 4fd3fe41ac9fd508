import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { nullWhenSignedOut } from '@pathshala/shared'
import type { User } from './auth-types.ts'
import { api, type RequestBody } from '../../../app/api.ts'
import { signedOutByChoiceAtom } from '../atoms/signed-out-by-choice.ts'
import { authKeys } from './auth-keys.ts'

/** The signed-in user, or null for a visitor (a 401 from validate is not an error). */
const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser(),
  queryFn: async () => {
    const answer = await nullWhenSignedOut(api.post('/auth/validate', { body: {} }))
    return answer?.body.user ?? null
  },
  staleTime: 60_000,
})

export function useCurrentUser() {
  return useQuery(currentUserQuery)
}

const publicConfigQuery = queryOptions({
  queryKey: authKeys.publicConfig(),
  queryFn: async () => {
    const { body } = await api.get('/config')
    return body.data
  },
  staleTime: Number.POSITIVE_INFINITY,
})

export function usePublicConfig() {
  return useQuery(publicConfigQuery)
}

/** The public configuration outside a render (an upload picking its preset): cached once asked. */
export function fetchPublicConfig(queryClient: QueryClient) {
  return queryClient.fetchQuery(publicConfigQuery)
}

/**
 * Asks who is signed in, and the public configuration, before the first render: a page the
 * browser renders itself otherwise asks only once its lazy chunk has arrived and the shell has
 * rendered, and everything that depends on the session (a course list, a course) waits for it.
 * Not for the prerendered landing pages: an answer arriving while React adopts their markup
 * would make it differ from what the build rendered (a visitor's).
 */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(currentUserQuery)
  void queryClient.prefetchQuery(publicConfigQuery)
}

/**
 * Who is asking, once the session check has answered (a visitor is null): what a query whose
 * answer depends on the viewer waits for, so it never asks as a visitor for a signed-in learner.
 */
export function useViewer() {
  const { data: user, isPending } = useCurrentUser()
  return { userId: user?._id ?? null, known: !isPending }
}

/** Who is signed in (null: a visitor), from the cache or asked now; for prefetching a page. */
export function sessionUser(queryClient: QueryClient) {
  return queryClient.ensureQueryData(currentUserQuery)
}

/**
 * Prefetches a query whose key names the viewer (its answer marks the viewer's own courses or
 * purchases) without waiting for the session check: `answer` was asked for at once, and the
 * server reads the same session cookie the check does. It is cached under the key of the
 * viewer the session names, where the page's own query finds it.
 */
export async function prefetchForViewer<T, Key extends QueryKey>(
  queryClient: QueryClient,
  answer: Promise<T>,
  queryOf: (viewerId: string | null) => FetchQueryOptions<T, Error, T, Key>
) {
  // the query below reports a failure; until then it is not an unhandled rejection
  answer.catch(() => {})
  const viewer = await sessionUser(queryClient)
  await queryClient.prefetchQuery({ ...queryOf(viewer?._id ?? null), queryFn: () => answer })
}

interface LoginOptions {
  /**
   * Runs before the user is stored: storing it makes /login redirect away at once, and the
   * caller's own per-call callbacks would then never run in an unmounted form.
   */
  onSignedIn?: (user: User) => void
}

/**
 * Signs in with the session cookie. The login answer's user is shown at once, then validate is
 * asked again because only its answer carries the materials the learner owns
 * (docs/api-contract.md#the-user-object).
 */
export function useLogin({ onSignedIn }: LoginOptions = {}) {
  const queryClient = useQueryClient()
  const setSignedOutByChoice = useSetAtom(signedOutByChoiceAtom)
  return useMutation({
    mutationFn: (credentials: RequestBody<'POST', '/auth/login'>) =>
      api.post('/auth/login', { body: credentials }),
    onSuccess: ({ body }) => {
      setSignedOutByChoice(false)
      onSignedIn?.(body.user)
      queryClient.setQueryData(authKeys.currentUser(), body.user)
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
    },
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  const setSignedOutByChoice = useSetAtom(signedOutByChoiceAtom)
  return useMutation({
    mutationFn: () => api.post('/auth/logout', { body: {} }),
    onMutate: () => setSignedOutByChoice(true),
    onSettled: () => queryClient.setQueryData(authKeys.currentUser(), null),
  })
}
