// A contract in the shape Tuyau generates (api/.adonisjs/client/registry/schema.d.ts), with the
// few routes the client's tests call: shared never imports the API's own.

type Loose = Record<string, unknown>

interface Route<Methods extends readonly string[], Path extends string, Body = Loose> {
  methods: Methods
  pattern: `/api/v1${Path}`
  types: { body: Body; query: Loose; params: Loose; response: any }
}

interface GetRoute<Path extends string, Query = Loose> {
  methods: ['GET', 'HEAD']
  pattern: `/api/v1${Path}`
  types: { body: Record<never, never>; query: Query; params: Loose; response: any }
}

export interface TestRegistry {
  'health.show': GetRoute<'/health'>
  'public_config.show': GetRoute<'/config'>
  'google_sign_in.redirect': GetRoute<'/auth/google'>
  'sessions.show': Route<['POST'], '/auth/validate'>
  'sessions.store': Route<['POST'], '/auth/login', { email: string; password: string }>
  'signups.store': Route<['POST'], '/auth/signup'>
  'sessions.destroy': Route<['POST'], '/auth/logout'>
  'access_tokens.store': Route<['POST'], '/auth/tokens', { email: string; password: string }>
  'access_tokens.destroy': Route<['DELETE'], '/auth/tokens/current'>
  'profiles.update': Route<['PUT'], '/profile/updateProfile'>
  'categories.index': {
    methods: ['GET', 'HEAD', 'POST']
    pattern: '/api/v1/courses/showAllCategories'
    types: {
      body: Record<never, never>
      query: { page?: number; limit?: number; search?: string | null }
      params: Record<never, never>
      response: any
    }
  }
  'categories.store': Route<['POST'], '/courses/createCategory', { name: string }>
  'course_builder.drafts': GetRoute<'/courses/courseCreationDraft'>
  'sections.store': Route<
    ['POST'],
    '/courses/addSection',
    { courseId: string; sectionName: string }
  >
  'store_books.index': Route<['POST'], '/store/getAllBooks', Record<never, never>>
  'store_books.show': {
    methods: ['GET', 'HEAD']
    pattern: '/api/v1/store/books/:id'
    types: {
      body: Record<never, never>
      query: Record<never, never>
      params: { id: string }
      response: any
    }
  }
  'upload_signatures.store': Route<['POST'], '/generate/generateSignature'>
  'transactions.export': GetRoute<'/payment/transactions/export'>
}
