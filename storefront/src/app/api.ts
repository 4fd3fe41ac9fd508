import { createLearnerApiClient } from '@pathshala/shared'
import { fetchWithEarlyAnswers } from './early-answers.ts'

/**
 * The one API client of the storefront: same origin, cookie session + XSRF header, the
 * learner's calls only (the builder's and the admin's are the admin app's). Its first requests
 * on a client-rendered page may already have been sent by the page's HTML.
 */
export const api = createLearnerApiClient({
  baseUrl: '/api/v1',
  auth: { kind: 'cookie' },
  fetch: fetchWithEarlyAnswers,
})
