import { useMutation } from '@tanstack/react-query'
import { api, type RequestBody } from '../../../app/api.ts'
import { ContactRefusedError } from '../lib/contact-form.ts'

/** POST /contact/contactus; an answer with success false counts as a failure. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (request: RequestBody<'POST', '/contact/contactus'>) => {
      const { body } = await api.post('/contact/contactus', { body: request })
      if (!body.success) throw new ContactRefusedError(body.message?.trim() || null)
      return body
    },
  })
}
