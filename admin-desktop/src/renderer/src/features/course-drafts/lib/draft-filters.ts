import type { CreationStep } from '../api/draft-types.ts'
import { readPage, readText, writeParams, type UrlFilterCodec } from '@pathshala/ui'
import type { RequestQuery } from '../../../../../shared/api-contract.ts'

export const DRAFTS_PAGE_SIZE = 12
/** The server's limit for the draft search. */
export const DRAFT_SEARCH_MAX_LENGTH = 200
/** How much of a description a draft card shows (docs/screens/admin.md#draft-courses). */
export const DRAFT_DESCRIPTION_PREVIEW = 100

/** The draft list's state as its address holds it. */
export interface DraftsView {
  search: string
  page: number
}

export const draftsCodec: UrlFilterCodec<DraftsView> = {
  parse: (params) => ({
    search: readText(params, 'search', DRAFT_SEARCH_MAX_LENGTH),
    page: readPage(params),
  }),
  serialize: (view) =>
    writeParams([
      ['search', view.search, ''],
      ['page', view.page, 1],
    ]),
}

export function draftsRequest(view: DraftsView): RequestQuery<'/courses/courseCreationDraft'> {
  return { search: view.search || null, page: view.page, limit: DRAFTS_PAGE_SIZE }
}

/** The first 100 characters of a description, with an ellipsis when there was more. */
export function descriptionPreview(description: string): string {
  const text = description.trim().replace(/\s+/g, ' ')
  return text.length > DRAFT_DESCRIPTION_PREVIEW
    ? `${text.slice(0, DRAFT_DESCRIPTION_PREVIEW).trimEnd()}…`
    : text
}

const STEP_NAMES: Record<CreationStep, string> = {
  1: 'Course Details',
  2: 'Create Course Content',
  3: 'Publish',
}

/** 'Step 2 of 3: Create Course Content' */
export function stepLabel(step: CreationStep): string {
  return `Step ${step} of 3: ${STEP_NAMES[step] ?? 'Course Details'}`
}

/** Where Continue opens the builder: it reads the draft's step from the server. */
export function continuePath(courseId: string): string {
  return `/course/create?id=${encodeURIComponent(courseId)}`
}
