import { useQuery } from '@tanstack/react-query'
import { api, type AnswerOf } from '../../../app/api.ts'
import { certificatesKeys } from './certificates-keys.ts'

export type OwnCertificate = AnswerOf<'GET', '/certificates'>['data'][number]

// One page holds every certificate a learner realistically has; the API caps a page at 100.
const PAGE_SIZE = 100

/** The learner's certificates, newest first (GET /certificates). */
export function useCertificates(userId: string) {
  return useQuery({
    queryKey: certificatesKeys.mine(userId),
    queryFn: async () => {
      const { body } = await api.get('/certificates', { query: { page: 1, limit: PAGE_SIZE } })
      return { certificates: body.data, total: body.meta.totalItems }
    },
  })
}

/** The learner's certificate for one course, or null while they have none. */
export function useCourseCertificate(userId: string, courseId: string, enabled = true) {
  return useQuery({
    queryKey: certificatesKeys.ofCourse(userId, courseId),
    enabled,
    queryFn: async () => {
      const { body } = await api.get('/certificates', { query: { courseId, limit: 1 } })
      return body.data[0] ?? null
    },
  })
}
