import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestBody } from '../../../../../shared/api-contract.ts'
import { usePlatform } from '../../../platform/index.ts'
import { usersKeys } from '../../users/index.ts'

/** One learner into one course: 404 unknown e-mail or course, 409 already enrolled. */
export function useEnrolLearner() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: RequestBody<'POST', '/payment/manualEnrollStudent'>) =>
      platform.api.post('/payment/manualEnrollStudent', { body: request }).then(({ body }) => body),
    // a learner's courses and counts changed
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}

/** Many learners into one course, answered per address. */
export function useEnrolLearners() {
  const platform = usePlatform()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: RequestBody<'POST', '/payment/manualEnrollStudents'>) =>
      platform.api
        .post('/payment/manualEnrollStudents', { body: request })
        .then(({ body }) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  })
}
