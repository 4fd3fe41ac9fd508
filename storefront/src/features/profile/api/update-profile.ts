import { useMutation } from '@tanstack/react-query'
import type { UpdateProfileRequest } from '@pathshala/shared'
import { api } from '../../../app/api.ts'
import { useCurrentUser } from '../../auth/index.ts'

/** Saves the changed profile fields, then reloads the signed-in user (validate) everywhere. */
export function useUpdateProfile() {
  const { refetch } = useCurrentUser()
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => api.profile.updateProfile(changes),
    onSuccess: () => refetch(),
  })
}
