import { useMutation } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'
import { useCurrentUser } from '../../auth/index.ts'

/** Saves the changed profile fields, then reloads the signed-in user (validate) everywhere. */
export function useUpdateProfile() {
  const { refetch } = useCurrentUser()
  return useMutation({
    mutationFn: (changes: RequestBody<'PUT', '/profile/updateProfile'>) =>
      api.put('/profile/updateProfile', { body: changes }),
    onSuccess: () => refetch(),
  })
}
