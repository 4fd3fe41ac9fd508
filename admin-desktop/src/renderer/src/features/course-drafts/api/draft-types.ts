import type { AnswerOf } from '../../../../../shared/api-contract.ts'

/** A draft of the draft list (GET /courses/courseCreationDraft, the API's generated contract). */
export type CourseDraft = AnswerOf<'GET', '/courses/courseCreationDraft'>[number]
export type CreationStep = CourseDraft['creationStep']
