import type { LearnerCourseDetails } from '#catalogue/transformers/course_types'

/*
| What the learning view's calls answer (POST /courses/getFullCourseDetails and
| updateCourseProgress): the API's own shapes, which the storefront reads through the generated
| contract (docs/api-contract.md#generated-client).
*/

/** Lesson progress through one course. */
export interface CourseProgress {
  completed: number
  total: number
  /** Whole percent, 0-100 */
  percent: number
  /** The lesson to reopen, or null before the first one. */
  lastLessonId: string | null
  lastPositionSeconds: number
}

export interface MyRating {
  rating: number
  review: string | null
}

/** `data` of POST /courses/getFullCourseDetails */
export interface FullCourseDetails {
  courseDetails: LearnerCourseDetails
  /** Ids of the completed lessons, in the order they were completed. */
  completedVideos: string[]
  /** "1h 2m" */
  totalDuration: string
  totalDurationSeconds: number
  progress: CourseProgress
  /** The caller's own rating, or null. */
  myRating: MyRating | null
}

/** POST /courses/updateCourseProgress answers this at the top level and again in `data`. */
export interface CourseProgressUpdate {
  completedVideos: string[]
  progress: CourseProgress
}
