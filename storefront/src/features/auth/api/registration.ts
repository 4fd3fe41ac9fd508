import { useMutation } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'

/** Mails a six-digit code to the address; a second call replaces the first code. */
export function useSendOtp() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/sendotp', { body: { email } }),
  })
}

/** Creates the account (201); the learner signs in afterwards, as no session is started. */
export function useSignup() {
  return useMutation({
    mutationFn: (body: RequestBody<'POST', '/auth/signup'>) => api.post('/auth/signup', { body }),
  })
}
