import { createApiClient } from '@pathshala/shared'

/** The one API client of the storefront: same origin, cookie session + XSRF header. */
export const api = createApiClient({ baseUrl: '/api/v1', auth: { kind: 'cookie' } })
