import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isApiError, type LoginRequest } from '@pathshala/shared'
import { api } from '../../../app/api.ts'

const CURRENT_USER = ['current-user'] as const

/** The signed-in user, or null for a visitor (a 401 from validate is not an error). */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER,
    queryFn: async () => {
      try {
        const { body } = await api.auth.validate()
        return body.user
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null
        throw error
      }
    },
    staleTime: 60_000,
  })
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: async () => {
      const { body } = await api.system.config()
      return body.data
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api.auth.login(credentials),
    onSuccess: ({ body }) => queryClient.setQueryData(CURRENT_USER, body.user),
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.auth.logout(),
    onSettled: () => queryClient.setQueryData(CURRENT_USER, null),
  })
}
