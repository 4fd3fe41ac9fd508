import { useMutation } from '@tanstack/react-query'
import type { ResetPasswordRequest } from '@pathshala/shared'
import { api } from '../../../app/api.ts'

/** Mails a reset link; the server answers the same whether or not the address is known. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.auth.requestPasswordReset({ email }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.auth.resetPassword(body),
  })
}
