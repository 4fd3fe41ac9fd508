import { useQuery } from '@tanstack/react-query'
import { api } from '../../../app/api.ts'
import { profileKeys } from './profile-keys.ts'

// One page holds every course a learner realistically has; the API caps a page at 100.
const ENROLLED_PAGE_SIZE = 100

/** The learner's courses with progress, newest enrolment first (getEnrolledCourses). */
export function useEnrolledCourses(userId: string) {
  return useQuery({
    queryKey: profileKeys.enrolledCourses(userId),
    queryFn: async () => {
      const { body } = await api.post('/profile/getEnrolledCourses', {
        body: { page: 1, limit: ENROLLED_PAGE_SIZE },
      })
      return { courses: body.courses, total: body.totalCourses }
    },
  })
}
