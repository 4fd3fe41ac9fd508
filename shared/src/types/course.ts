import type { COURSE_SORT_FIELDS, COURSE_STATUSES } from '../constants.ts'

// The catalogue's choices; its answers are declared by the API (app/catalogue) and read through
// the generated contract.

export type CourseStatus = (typeof COURSE_STATUSES)[number]
export type CourseSortBy = (typeof COURSE_SORT_FIELDS)[number]
export type SortOrder = 'asc' | 'desc'
