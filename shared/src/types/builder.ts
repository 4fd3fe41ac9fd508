import type { CourseCategoryRef, CourseIdRequest, CourseStatus } from './course.ts'
import type { ApiAnswer } from './envelope.ts'
import type { StoreListMeta } from './store.ts'

// The admin course builder (start/routes/builder.ts). Every call needs an Admin.

/** Where a draft resumes: 1 course details, 2 content, 3 publish. */
export type CreationStep = 1 | 2 | 3

/** A lesson as the builder reads it, video URL included. */
export interface BuilderLesson {
  _id: string
  title: string
  description: string
  videoUrl: string
  /** Seconds (0 while unknown) */
  timeDuration: number
  durationText: string
  position: number
  sectionId: string
}

/** A section with its lessons in order (`subSection`, the old client's name). */
export interface BuilderSection {
  _id: string
  sectionName: string
  position: number
  courseId: string
  subSection: BuilderLesson[]
}

/** A course as the builder reads it: `category` is the id, with `categoryDetails` beside it. */
export interface BuilderCourse {
  _id: string
  courseName: string
  courseDescription: string
  thumbnail: string | null
  /** Rupees */
  price: number
  pricePaise: number
  category: string | null
  categoryDetails: CourseCategoryRef | null
  whatYouWillLearn: string
  tag: string[]
  instructions: string[]
  couponCode: string | null
  status: CourseStatus
  /** The instructor's user id */
  instructor: string
  enrollments: number
  totalDurationSeconds: number
  /** "1h 2m" */
  totalDuration: string
  publishedAt: string | null
  createdAt: string
  updatedAt: string
}

/** The course with its whole content (`updatedCourse`, inspectCourse's `course`). */
export interface BuilderCourseWithContent extends BuilderCourse {
  courseContent: BuilderSection[]
}

/**
 * The course builder's fields. The old client sends every field as text: `price` as typed,
 * `tag` and `instructions` as JSON-encoded arrays; real numbers and arrays are accepted too.
 */
export interface CourseFields {
  /** Up to 200 characters */
  courseName: string
  /** Up to 10000 characters */
  courseDescription: string
  /** Rupees, at most 2 decimals (up to 10 lakh) */
  price: number | string
  /** The category's `_id` */
  category: string
  whatYouWillLearn?: string | null
  /** Up to 20 tags of 50 characters; duplicates (ignoring case) are dropped. */
  tag?: readonly string[] | string | null
  /** Up to 30 of 300 characters */
  instructions?: readonly string[] | string | null
  couponCode?: string | null
  /** An http(s) URL */
  thumbnail?: string | null
}

/** POST /courses/createCourse: a draft at step 1; answered 200. */
export type CreateCourseRequest = CourseFields
export type CreateCourseAnswer = ApiAnswer<{ data: BuilderCourse }>

/**
 * POST /courses/editCourse: any field of createCourse. Required fields cannot be emptied;
 * couponCode and thumbnail sent empty are removed.
 */
export type EditCourseRequest = CourseIdRequest & Partial<CourseFields>
export type EditCourseAnswer = ApiAnswer<{ data: BuilderCourse }>

/** A draft as the draft list reads it: `courseId` is the course embedded. */
export interface CourseDraft {
  _id: string
  creationStep: CreationStep
  courseId: {
    _id: string
    courseName: string
    courseDescription: string
    thumbnail: string | null
    /** The category's `_id` */
    category: string | null
    status: CourseStatus
  }
  createdAt: string
  updatedAt: string
}

/** GET /courses/courseCreationDraft: newest first. */
export interface DraftListRequest {
  /** Course name, case-insensitive */
  search?: string | null
  page?: number | null
  /** Up to 100 */
  limit?: number | null
}
/** The bare array, without the `{ success, message }` envelope. */
export type DraftListAnswer = CourseDraft[]

export type PublishCourseRequest = CourseIdRequest
/** Needs at least one lesson; removes the draft. */
export type PublishCourseAnswer = ApiAnswer<{ course: BuilderCourse }>

export type UnpublishCourseRequest = CourseIdRequest
/** A draft again, listed among the drafts at step 3. */
export type UnpublishCourseAnswer = ApiAnswer<{ course: BuilderCourse }>

/** POST /courses/reopenCourse: lists the course among the drafts; its status is kept. */
export interface ReopenCourseRequest {
  courseId: string
  /** Default 1 */
  creationStep?: CreationStep
}
export type ReopenCourseAnswer = ApiAnswer<{ course: BuilderCourse; creationStep: CreationStep }>

/** `data` of GET|POST /courses/inspectCourse */
export interface CourseInspection {
  course: BuilderCourseWithContent
  enrollments: number
  revenuePaise: number
  /** Rupees */
  revenue: number
  /** null when the course has no draft */
  creationStep: CreationStep | null
  /** Learners' average, one decimal; null while nobody has rated the course */
  averageRating: number | null
  ratingCount: number
}
export type InspectCourseRequest = CourseIdRequest
export type InspectCourseAnswer = ApiAnswer<{ data: CourseInspection }>

/** POST /courses/deleteCourse: 409 while learners are enrolled (unpublish it instead). */
export type DeleteCourseRequest = CourseIdRequest
export type DeleteCourseAnswer = ApiAnswer

/**
 * POST /courses/duplicateCourse: a new draft (step 1) copying the course's details, sections and
 * lessons, named '<name> (copy)'; enrolments and ratings stay with the original.
 */
export type DuplicateCourseRequest = CourseIdRequest
export type DuplicateCourseAnswer = ApiAnswer<{ data: BuilderCourseWithContent }>

/** A learner's rating of a course with its review, as the admin reads it. */
export interface CourseReview {
  _id: string
  /** 1-5 */
  rating: number
  review: string | null
  learner: { _id: string; name: string }
  createdAt: string
  updatedAt: string
}

/** GET|POST /courses/courseReviews: newest first. */
export interface CourseReviewsRequest {
  courseId: string
  page?: number | null
  /** 1-50 (default 10) */
  limit?: number | null
}
export type CourseReviewsAnswer = ApiAnswer<{
  data: CourseReview[]
  averageRating: number | null
  ratingCount: number
  meta: StoreListMeta
}>

// Sections. Every answer carries `updatedCourse`, the course with its whole content.

/** POST /courses/addSection: a draft moves to step 2. */
export interface AddSectionRequest {
  /** Up to 200 characters */
  sectionName: string
  courseId: string
}
export type AddSectionAnswer = ApiAnswer<{
  newSection: BuilderSection
  updatedCourse: BuilderCourseWithContent
}>

/** POST /courses/updateSection (`courseId`, when sent, must be the section's course) */
export interface UpdateSectionRequest {
  sectionId: string
  sectionName: string
  courseId?: string
}
export type UpdateSectionAnswer = ApiAnswer<{
  data: BuilderSection
  updatedCourse: BuilderCourseWithContent
}>

export interface DeleteSectionRequest {
  sectionId: string
  courseId?: string
}
export type DeleteSectionAnswer = ApiAnswer<{ updatedCourse: BuilderCourseWithContent }>

/** POST /courses/reorderSections: every section of the course, in the new order. */
export interface ReorderSectionsRequest {
  courseId: string
  sectionIds: readonly string[]
}
export type ReorderSectionsAnswer = ApiAnswer<{ updatedCourse: BuilderCourseWithContent }>

// Lessons (the old client's subsections). Every answer carries `data`, the section the lesson is in
// afterwards with all its lessons, and `updatedCourse`.

export type LessonAnswer = ApiAnswer<{
  data: BuilderSection
  updatedCourse: BuilderCourseWithContent
}>

/** Seconds (number or digits), 'mm:ss' or 'hh:mm:ss'; 'N/A' counts as 0. */
export type LessonDuration = number | string

/** POST /courses/addSubSection */
export interface AddSubSectionRequest {
  sectionId: string
  /** Up to 200 characters */
  title: string
  /** Up to 10000 characters */
  description: string
  /** An http(s) URL */
  videoUrl: string
  timeDuration?: LessonDuration | null
}
export type AddSubSectionAnswer = LessonAnswer

/**
 * POST /courses/updateSubSection: any lesson field; `sectionId` naming another section of the
 * course moves the lesson to its end. An empty timeDuration means unknown (0).
 */
export interface UpdateSubSectionRequest {
  subSectionId: string
  sectionId?: string
  title?: string
  description?: string
  videoUrl?: string
  timeDuration?: LessonDuration | null
}
export type UpdateSubSectionAnswer = LessonAnswer

/** POST /courses/deleteSubSection (`sectionId`, when sent, must be the lesson's section) */
export interface DeleteSubSectionRequest {
  subSectionId: string
  sectionId?: string
}
export type DeleteSubSectionAnswer = LessonAnswer

/** POST /courses/reorderSubSections: every lesson of the section, in the new order. */
export interface ReorderSubSectionsRequest {
  sectionId: string
  subSectionIds: readonly string[]
}
export type ReorderSubSectionsAnswer = LessonAnswer
