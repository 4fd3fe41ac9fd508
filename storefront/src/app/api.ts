import { createLearnerApiClient } from '@pathshala/shared'

/**
 * The one API client of the storefront: same origin, cookie session + XSRF header, the
 * learner's calls only (the builder's and the admin's are the admin app's).
 */
export const api = createLearnerApiClient({ baseUrl: '/api/v1', auth: { kind: 'cookie' } })
