import vine from '@vinejs/vine'
import { COURSE_SORT_FIELDS, COURSE_STATUSES, type CourseSortBy } from '@pathshala/shared'
import { FieldMessagesProvider } from '#core/validators/field_messages'
import { choiceOf, lenientListing } from '#core/validators/rules'

export type CourseSortField = CourseSortBy

export const COURSE_ID_MESSAGES = {
  'courseId.required': 'courseId is required',
  'courseId.*': 'courseId must be a valid course id',
}

/** A record id as the answers carry it (`_id`, a UUID). */
export const recordId = () => vine.string().trim().uuid()

/** Page numbers beyond the last page answer an empty page, not an error. */
export const pageNumber = () => vine.number().withoutDecimals().range([1, 1_000_000])

/**
 * POST /courses/getAllCourses. Bad values are refused (422) rather than
 * guessed at: a malformed category id would otherwise widen the filter to
 * every course. `status` is honoured for admins only (their course screens);
 * everyone else always gets published courses.
 */
export const listCoursesValidator = vine.create(
  vine
    .object({
      page: pageNumber().nullable().optional(),
      limit: vine.number().withoutDecimals().range([1, 100]).nullable().optional(),
      categoryIds: vine.array(recordId()).maxLength(100).nullable().optional(),
      search: vine.string().trim().maxLength(100).nullable().optional(),
      searchIn: vine
        .enum(['all', 'name'] as const)
        .nullable()
        .optional(),
      sortBy: vine.enum(COURSE_SORT_FIELDS).nullable().optional(),
      sortOrder: choiceOf(['asc', 'desc']).nullable().optional(),
      status: choiceOf(['all', ...COURSE_STATUSES])
        .nullable()
        .optional(),
    })
    .use(lenientListing({ invalidValues: 'refused' }))
)
listCoursesValidator.messagesProvider = new FieldMessagesProvider({
  'page.*': 'page must be a whole number of at least 1',
  'limit.*': 'limit must be a whole number from 1 to 100',
  'categoryIds.maxLength': 'categoryIds may hold at most 100 ids',
  'categoryIds.*': 'categoryIds must be a list of category ids',
  'categoryIds.*.required': 'categoryIds must be a list of category ids',
  'categoryIds.*.string': 'categoryIds must be a list of category ids',
  'categoryIds.*.uuid': 'categoryIds must be a list of category ids',
  'search.*': 'search must be text of at most 100 characters',
  'searchIn.*': 'searchIn must be all or name',
  'sortBy.*': `sortBy must be one of ${COURSE_SORT_FIELDS.join(', ')}`,
  'sortOrder.*': 'sortOrder must be asc or desc',
  'status.*': 'status must be all, draft or published',
})

/** POST /courses/getACourse */
export const showCourseValidator = vine.create({ courseId: recordId() })
showCourseValidator.messagesProvider = new FieldMessagesProvider(COURSE_ID_MESSAGES)
