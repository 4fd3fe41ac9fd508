import { useMutation } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'

/** Mails a reset link; the server answers the same whether or not the address is known. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/reset-password-token', { body: { email } }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/auth/reset-password'>) =>
      api.post('/auth/reset-password', { body }),
  })
}
