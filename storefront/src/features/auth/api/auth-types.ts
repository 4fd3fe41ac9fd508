import type { AnswerOf } from '../../../app/api.ts'

/** The signed-in user as POST /auth/validate answers it (the API's generated contract). */
export type User = AnswerOf<'POST', '/auth/validate'>['user']
